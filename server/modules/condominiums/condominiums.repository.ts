import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Condominium, CondominiumListItem } from '#contract/condominiums.ts';
import type { Executor } from '#server/db/client.ts';
import { cities, condominiums, plans, states } from '#server/db/schema.ts';
import { offsetOf, pageOf, textFilter, type PageRequest } from '#server/platform/listing.ts';
import { logoUrl } from './logo-storage.ts';

const columns = {
  condominium: condominiums,
  plan: { name: plans.name, rank: plans.rank },
  state: { id: states.id, uf: states.uf, name: states.name },
  city: { id: cities.id, name: cities.name },
};

type Row = {
  condominium: typeof condominiums.$inferSelect;
  plan: { name: Condominium['plan']['name']; rank: number };
  state: { id: number; uf: string; name: string } | null;
  city: { id: number; name: string } | null;
};

function toCondominium({ condominium: c, plan, state, city }: Row): Condominium {
  return {
    uuid: c.id,
    cnpj: c.cnpj,
    corporate_name: c.corporateName,
    comercial_name: c.comercialName,
    email: c.email,
    phone: c.phone,
    mobile_phone: c.mobilePhone,
    zip_code: c.zipCode,
    street: c.street,
    number: c.number,
    complement: c.complement,
    neighborhood: c.neighborhood,
    state,
    city,
    units: c.units,
    blocks: c.blocks,
    plan,
    allowed_modules: c.allowedModules,
    logo: logoUrl(c.id, c.logo),
    active: c.active,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

function selectWithRelations(db: Executor) {
  return db
    .select(columns)
    .from(condominiums)
    .innerJoin(plans, eq(plans.id, condominiums.planId))
    .leftJoin(states, eq(states.id, condominiums.stateId))
    .leftJoin(cities, eq(cities.id, condominiums.cityId));
}

export async function findCondominium(db: Executor, id: string): Promise<Condominium | null> {
  const [row] = await selectWithRelations(db).where(eq(condominiums.id, id));
  return row ? toCondominium(row) : null;
}

export async function listCondominiums(db: Executor, query: PageRequest & { filter?: string }) {
  const where: SQL | undefined = textFilter(condominiums.searchText, query.filter);
  const [rows, [totals]] = await Promise.all([
    selectWithRelations(db)
      .where(where)
      .orderBy(asc(condominiums.comercialName), asc(condominiums.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(condominiums).where(where),
  ]);
  const items: CondominiumListItem[] = rows.map((row) => {
    const full = toCondominium(row);
    return {
      uuid: full.uuid,
      cnpj: full.cnpj,
      comercial_name: full.comercial_name,
      corporate_name: full.corporate_name,
      plan: full.plan,
      active: full.active,
      logo: full.logo,
      created_at: full.created_at,
      city: row.city && row.state ? { ...row.city, uf: row.state.uf } : null,
    };
  });
  return pageOf(items, totals?.total ?? 0, query);
}

export async function planIdOf(db: Executor, name: string) {
  const [plan] = await db.select({ id: plans.id, modules: plans.modules }).from(plans).where(eq(plans.name, name as Row['plan']['name']));
  if (!plan) throw new Error(`plan ${name} is not seeded`);
  return plan;
}

export async function cityBelongsToState(db: Executor, cityId: number, stateId: number) {
  const [city] = await db.select({ id: cities.id }).from(cities).where(and(eq(cities.id, cityId), eq(cities.stateId, stateId)));
  return Boolean(city);
}
