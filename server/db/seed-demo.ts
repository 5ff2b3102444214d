import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UserType } from '#contract/users.ts';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import type { Database } from './client.ts';
import { condominiums, notifications, plans, userCondominiums, users } from './schema.ts';
import { PLAN_MODULES } from './seed.ts';

export const DEMO_MASTER_EMAIL = 'master@zelo.demo';
const DEMO_CONDOMINIUM_CNPJ = '11222333000181';

const demoPeople: { name: string; email: string; type: UserType }[] = [
  { name: 'Síndico Carlos Almeida', email: 'sindico@zelo.demo', type: 'sindico' },
  { name: 'Zelador José Ribeiro', email: 'zelador@zelo.demo', type: 'zelador' },
  { name: 'Engenheira Ana Souza', email: 'engenheiro@zelo.demo', type: 'engenheiro' },
  { name: 'Beatriz Lima', email: 'morador1@zelo.demo', type: 'morador' },
  { name: 'Rafael Gomes', email: 'morador2@zelo.demo', type: 'morador' },
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
 * moradores. Idempotent: a database that already has the demo master is left untouched.
 */
export async function seedDemo(db: Database, password = generateDemoPassword()): Promise<DemoSeedResult> {
  if (await hasDemoAccounts(db)) return { created: false, accounts: demoAccounts };

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
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
      .returning({ id: users.id, type: users.type });
    await tx.insert(userCondominiums).values(people.map((person) => ({ userId: person.id, condominiumId: condominium!.id })));

    const sindico = people.find((person) => person.type === 'sindico')!;
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
