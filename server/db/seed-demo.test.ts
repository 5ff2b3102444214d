import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';
import { apartments, userApartments, users } from './schema.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('creates the demo building and where its moradores live, once', async () => {
    expect((await seedDemo(t.db, 'Senha-demo-123')).created).toBe(true);
    expect((await seedDemo(t.db, 'Senha-demo-123')).created).toBe(false);

    expect(await t.db.$count(apartments)).toBe(40);
    const residences = await t.db
      .select({ email: users.email, block: apartments.block, number: apartments.number, relation: userApartments.relation })
      .from(userApartments)
      .innerJoin(users, eq(users.id, userApartments.userId))
      .innerJoin(apartments, eq(apartments.id, userApartments.apartmentId))
      .orderBy(users.email);
    expect(residences).toEqual([
      { email: 'morador1@zelo.demo', block: 'Torre 1', number: '101', relation: 'proprietario' },
      { email: 'morador2@zelo.demo', block: 'Torre 2', number: '502', relation: 'inquilino' },
    ]);
  });
});
