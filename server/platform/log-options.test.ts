import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { loggerOptions } from './log-options.ts';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await startTestApp({}, { log: pino(loggerOptions('debug'), sink) });
});
afterAll(() => t.close());

describe('the log (LGPD)', () => {
  it('never writes a CPF, a password or a token, whatever the request or the error', async () => {
    const sindico = await t.signedIn('sindico');
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(sindico.token), ...(payload ? { payload } : {}) });
    const person = { name: 'Pessoa', type: 'zelador', condominiums: [sindico.condominiumId], cpf: '529.982.247-25' };

    await as('POST', '/users/store', { ...person, email: 'log-um@teste.zelo' });
    // The same CPF again: the unique violation's detail and drizzle's message both carry the value.
    await as('POST', '/users/store', { ...person, email: 'log-dois@teste.zelo' });
    await as('GET', '/users/listing?filter=529.982.247-25');
    await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: sindico.email, password: 'Senha-errada-987' } });
    await as('PUT', '/users/password', { current_password: 'Senha-errada-987', password: 'Outra-senha-987', password_confirmation: 'Outra-senha-987' });
    await t.app.inject({ method: 'GET', url: `/api/v1/users/image-profile/${sindico.id}?v=segredo-da-foto` });

    const log = lines.join('');
    // The duplicate's error was logged, with its values hidden.
    expect(log).toContain('params: [oculto]');
    for (const secret of ['52998224725', '529.982.247-25', 'Senha-errada-987', 'Outra-senha-987', sindico.token, 'segredo-da-foto']) {
      expect(log).not.toContain(secret);
    }
  });
});
