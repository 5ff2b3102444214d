import type { ApiClient } from '#testing/resilience/api-client.ts';
import type { Report } from './report.ts';
import { signIn, type Account } from './sign-in.ts';

const validates = async (api: ApiClient) => (await api.json('GET', '/validate-token')).status;

/**
 * Sessions are rows, not process memory: a token made on one process opens the other, and a logout on the first
 * ends the session on both. Tried each way round.
 */
export async function checkSessions(report: Report, processes: Record<'A' | 'B', ApiClient>, master: Account) {
  report.section('Sessões');
  for (const [here, there] of [['A', 'B'], ['B', 'A']] as const) {
    const token = await signIn(processes[here], master);
    const [onHere, onThere] = [processes[here].withToken(token), processes[there].withToken(token)];
    const served = await validates(onThere);
    report.check(served === 200, `uma sessão aberta em ${here} é aceita por ${there} (GET /validate-token ${served})`);
    const logout = await onHere.json('POST', '/logout');
    const [afterHere, afterThere] = [await validates(onHere), await validates(onThere)];
    report.check(
      logout.status === 200 && afterHere === 401 && afterThere === 401,
      `o logout em ${here} a encerra nos dois (POST /logout ${logout.status}; depois GET /validate-token: ${here} ${afterHere}, ${there} ${afterThere})`,
    );
  }
}
