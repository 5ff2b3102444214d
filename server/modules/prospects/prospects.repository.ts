import { count, desc, eq } from 'drizzle-orm';
import type { Prospect } from '#contract/prospects.ts';
import type { Executor } from '#server/db/client.ts';
import { prospects } from '#server/db/schema.ts';
import { offsetOf, pageOf, textFilter, type PageRequest } from '#server/platform/listing.ts';

export type ProspectRow = typeof prospects.$inferSelect;

export function toProspect(row: ProspectRow): Prospect {
  return {
    uuid: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    condominium_name: row.condominiumName,
    cnpj: row.cnpj,
    units: row.units,
    message: row.message,
    active: row.active,
    access_sent_at: row.accessSentAt,
    condominium_uuid: row.condominiumId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function listProspects(db: Executor, query: PageRequest & { filter?: string }) {
  const where = textFilter(prospects.searchText, query.filter);
  const [rows, [totals]] = await Promise.all([
    db.select().from(prospects).where(where).orderBy(desc(prospects.createdAt), desc(prospects.id)).limit(query.per_page).offset(offsetOf(query)),
    db.select({ total: count() }).from(prospects).where(where),
  ]);
  return pageOf(rows.map(toProspect), totals?.total ?? 0, query);
}

export async function findProspect(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(prospects).where(eq(prospects.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
