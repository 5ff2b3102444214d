import { acknowledged, type ApiClient } from '#testing/resilience/api-client.ts';

export interface Account {
  id: string;
  email: string;
  password: string;
}

/** The token of a new session made through `api`; throws when the account cannot sign in, as no check can go on. */
export async function signIn(api: ApiClient, account: Account): Promise<string> {
  const answer = await api.json('POST', '/auth', { email: account.email, password: account.password });
  const data = acknowledged<{ token: string }>(answer);
  if (!data) throw new Error(`${account.email} não entrou em ${api.baseUrl}: ${answer.status} ${answer.body?.message ?? ''}`);
  return data.token;
}
