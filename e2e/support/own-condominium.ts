import { randomUUID } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { PAULISTA_ADDRESS } from '../../testing/sample-address.ts';
import { DEMO_PASSWORD, expect, savedToken } from './fixtures.ts';
import { latestResetLink } from './mail.ts';

/**
 * Issue 26 §6: a test that counts or orders what it reads does it in a condominium of its own, with people of its own,
 * made through the API as the demo master would. Whatever ran before it, or runs beside it, is in other condominiums.
 */
export type OwnCondominium = { uuid: string; name: string };
export type OwnPerson = { name: string; email: string; token: string };

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Distinct in every copy of a test, even two started in the same millisecond (`--repeat-each`, two workers). */
const uniqueSuffix = () => randomUUID().slice(0, 8);

async function createdData<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

/** A new condominium on the Premium plan (every module), named `name` and a suffix no other condominium has. */
export async function newCondominium(request: APIRequestContext, name: string): Promise<OwnCondominium> {
  const comercialName = `${name} ${uniqueSuffix()}`;
  const { uuid } = await createdData<{ uuid: string }>(
    await request.post('/api/v1/condominium/store', {
      headers: bearer(await savedToken('master')),
      data: { cnpj: generateCnpj(), corporate_name: `Condomínio ${comercialName}`, comercial_name: comercialName, ...PAULISTA_ADDRESS, number: '1500', units: 20, blocks: 1, plan: 'Premium' },
    }),
  );
  return { uuid, name: comercialName };
}

/** An apartment of block A of the condominium: its uuid. */
export async function newApartment(request: APIRequestContext, condominium: OwnCondominium, number: string): Promise<string> {
  const data = { condominium: condominium.uuid, block: 'A', number };
  return (await createdData<{ uuid: string }>(await request.post('/api/v1/apartments/store', { headers: bearer(await savedToken('master')), data }))).uuid;
}

type NewPerson = { name: string; type: 'sindico' | 'zelador' | 'morador'; apartment?: string };

/**
 * A person of the condominium (a morador lives in `apartment`), who sets the demo password through the link the
 * invitation e-mails, as a new person would; `signIn` takes their e-mail, and their API token is here.
 */
export async function newPerson(request: APIRequestContext, condominium: OwnCondominium, person: NewPerson): Promise<OwnPerson> {
  const email = `${person.type}.${Date.now()}.${uniqueSuffix()}@exemplo.com.br`;
  const apartments = person.apartment ? [{ apartment: person.apartment, relation: 'proprietario' }] : [];
  await createdData(
    await request.post('/api/v1/users/store', {
      headers: bearer(await savedToken('master')),
      data: { name: person.name, email, type: person.type, condominiums: [condominium.uuid], apartments },
    }),
  );
  const mailDir = process.env.E2E_MAIL_DIR ?? '';
  await expect.poll(() => latestResetLink(mailDir, email), { timeout: 30_000 }).toBeTruthy();
  const token = new URL(latestResetLink(mailDir, email)!).searchParams.get('token');
  const reset = await request.post('/api/v1/password/reset', { data: { token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD } });
  expect(reset.status(), await reset.text()).toBe(200);
  const signedIn = await request.post('/api/v1/auth', { data: { email, password: DEMO_PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return { name: person.name, email, token: ((await signedIn.json()) as { data: { token: string } }).data.token };
}
