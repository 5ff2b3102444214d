import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { plannedApartments } from '#contract/apartments.ts';
import type { ResidentRelation, UserType } from '#contract/users.ts';
import { systemScope } from '#server/platform/access/tenancy.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from './client.ts';
import { apartments, condominiums, notifications, plans, userApartments, userCondominiums, users } from './schema.ts';
import { seedDemoDocuments } from './seed-demo-documents.ts';
import { seedDemoMaintenance } from './seed-demo-maintenance.ts';
import { seedDemoReforms } from './seed-demo-reforms.ts';
import { PLAN_MODULES } from './seed.ts';

export const DEMO_MASTER_EMAIL = 'master@zelo.demo';
const DEMO_CONDOMINIUM_CNPJ = '11222333000181';

const demoPeople: { name: string; email: string; type: UserType; cpf: string; mobilePhone: string }[] = [
  { name: 'Síndico Carlos Almeida', email: 'sindico@zelo.demo', type: 'sindico', cpf: '12345678909', mobilePhone: '11991234567' },
  { name: 'Zelador José Ribeiro', email: 'zelador@zelo.demo', type: 'zelador', cpf: '23456789173', mobilePhone: '11992345678' },
  { name: 'Engenheira Ana Souza', email: 'engenheiro@zelo.demo', type: 'engenheiro', cpf: '34567891228', mobilePhone: '11993456789' },
  { name: 'Beatriz Lima', email: 'morador1@zelo.demo', type: 'morador', cpf: '45678912364', mobilePhone: '11994567891' },
  { name: 'Rafael Gomes', email: 'morador2@zelo.demo', type: 'morador', cpf: '56789123482', mobilePhone: '11995678912' },
];

/** The demo building: Torre 1 and Torre 2, five floors of four units (101… 504), and where the moradores live. */
const DEMO_BUILDING = { block_naming: 'towers', blocks: 2, floors: 5, first_floor: 1, units_per_floor: 4, numbering: 'floor_unit' } as const;
const demoResidences: { email: string; block: string; number: string; relation: ResidentRelation }[] = [
  { email: 'morador1@zelo.demo', block: 'Torre 1', number: '101', relation: 'proprietario' },
  { email: 'morador2@zelo.demo', block: 'Torre 2', number: '502', relation: 'inquilino' },
];

const demoAccounts = [{ email: DEMO_MASTER_EMAIL, type: 'master' as const }, ...demoPeople.map(({ email, type }) => ({ email, type }))];


export async function hasDemoAccounts(db: Database) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MASTER_EMAIL));
  return Boolean(existing);
}

export interface DemoSeedResult {
  created: boolean;
  password?: string;
  accounts: { email: string; type: UserType }[];
}

/** A password shown once, at first start: never a fixed default (SEED_DEMO_PASSWORD pins it for tests). */
export function generateDemoPassword() {
  return `Zelo-${randomBytes(9).toString('base64url')}`;
}

/**
 * The demo master account and a demo condominium with a síndico, a zelador, an engenheiro and two
 * moradores, its two towers of apartments, where the moradores live, its maintenance programme and (with a storage) its
 * papers, an execution's certificate and a reform awaiting analysis. Idempotent: a database that already has the demo master is left untouched. It writes tenant rows before
 * anyone signs in, through its reviewed system scope.
 */
export async function seedDemo(db: Database, password = generateDemoPassword(), storage?: FileStorage): Promise<DemoSeedResult> {
  if (await hasDemoAccounts(db)) return { created: false, accounts: demoAccounts };

  const passwordHash = await hashPassword(password);
  await inScope(db, systemScope('demo-seed'), async (tx) => {
    const [premium] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Premium'));
    if (!premium) throw new Error('Os planos ainda não foram criados: aplique as migrações e os dados de referência antes.');

    const [master] = await tx
      .insert(users)
      .values({ name: 'Administrador Zelo', email: DEMO_MASTER_EMAIL, type: 'master', passwordHash })
      .returning({ id: users.id });
    const [condominium] = await tx
      .insert(condominiums)
      .values({
        cnpj: DEMO_CONDOMINIUM_CNPJ,
        corporateName: 'Condomínio Residencial Jardim das Flores',
        comercialName: 'Residencial Jardim das Flores',
        email: 'contato@jardimdasflores.demo',
        phone: '1133334444',
        zipCode: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        stateId: 35,
        cityId: 3550308,
        units: 120,
        blocks: 2,
        planId: premium.id,
        allowedModules: PLAN_MODULES.Premium,
      })
      .returning({ id: condominiums.id });
    const people = await tx
      .insert(users)
      .values(demoPeople.map((person) => ({ ...person, passwordHash })))
      .returning({ id: users.id, type: users.type, email: users.email });
    await tx.insert(userCondominiums).values(people.map((person) => ({ userId: person.id, condominiumId: condominium!.id })));

    const building = await tx
      .insert(apartments)
      .values(plannedApartments({ ...DEMO_BUILDING, condominium: condominium!.id }).map((unit) => ({ ...unit, condominiumId: condominium!.id })))
      .returning({ id: apartments.id, block: apartments.block, number: apartments.number });
    await tx.insert(userApartments).values(
      demoResidences.map((residence) => ({
        userId: people.find((person) => person.email === residence.email)!.id,
        apartmentId: building.find((unit) => unit.block === residence.block && unit.number === residence.number)!.id,
        condominiumId: condominium!.id,
        relation: residence.relation,
      })),
    );

    const sindico = people.find((person) => person.type === 'sindico')!;
    if (storage) await seedDemoDocuments(tx, storage, { condominiumId: condominium!.id, authorId: sindico.id });
    // Morador1's request for the síndico and the engenheira to analyse: the reforms workflow has something to show.
    if (storage) {
      const requester = people.find((person) => person.email === demoResidences[0]!.email)!;
      const home = building.find((unit) => unit.block === demoResidences[0]!.block && unit.number === demoResidences[0]!.number)!;
      const deciderIds = people.filter((person) => person.type === 'sindico' || person.type === 'engenheiro').map((person) => person.id);
      await seedDemoReforms(tx, storage, { condominiumId: condominium!.id, apartment: home, requesterId: requester.id, deciderIds });
    }
    // A maintenance programme with one activity overdue, one due soon, and executions the zelador recorded.
    const zelador = people.find((person) => person.type === 'zelador')!;
    await seedDemoMaintenance(tx, storage, { condominiumId: condominium!.id, recorderId: zelador.id });
    await tx.insert(notifications).values([
      {
        userId: master!.id,
        title: 'Bem-vindo ao Zelo',
        description: 'Sua conta de demonstração está pronta. Explore o painel.',
        route: '/dashboard',
        icon: 'sparkles',
      },
      {
        userId: sindico.id,
        condominiumId: condominium!.id,
        title: 'Condomínio cadastrado',
        description: 'O Residencial Jardim das Flores já está no Zelo.',
        route: '/dashboard',
        icon: 'building',
      },
    ]);
  });
  return { created: true, password, accounts: demoAccounts };
}
