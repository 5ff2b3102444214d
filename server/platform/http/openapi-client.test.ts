import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * An integrator's typed client, made as they would make it: openapi-typescript over the served document, then calls
 * written against its types and checked by the TypeScript compiler. Each wrong call must fail, or the types would be
 * `any` or `unknown` and every call would pass.
 */

/** What a hand-written fetch wrapper over the generated `paths` looks like (openapi-fetch does the same). */
const CLIENT = `
import type { components, operations, paths } from './schema';

type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type Method = 'get' | 'post' | 'put';
type Answer<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: infer R }
  ? Json<R[200 & keyof R]> | Json<R[201 & keyof R]>
  : never;
type Body<P extends keyof paths, M extends Method> = paths[P][M] extends { requestBody: infer B } ? Json<B> : never;

export declare function call<P extends keyof paths, M extends Method>(method: M, path: P, body?: Body<P, M>): Promise<Answer<P, M>>;
export type ApiError = components['schemas']['ApiError'];
export type { components, operations };
`;

const VALID_CALLS = `
import { call, type ApiError, type components, type operations } from './client';

export async function listUsers(): Promise<string[]> {
  const page = await call('get', '/api/v1/users/listing');
  const names: string[] = page.data.data.map((row) => row.name);
  const pages: number = page.data.last_page;
  return pages > 0 ? names : [];
}

export async function approve(): Promise<'pending' | 'approved' | 'disapproved' | 'finished'> {
  const answer = await call('put', '/api/v1/reforms/approve/{uuid}');
  const status: components['schemas']['Reform']['status'] = answer.data.status;
  return status;
}

export async function signIn(): Promise<string> {
  const answer = await call('post', '/api/v1/auth', { email: 'sindico@zelo.demo', password: 'x' });
  return answer.data.token;
}

export function messageOf(error: operations['usersShow']['responses'][404]['content']['application/json']): string {
  const same: ApiError = error;
  return same.message + same.code;
}
`;

/** Each would compile if the generated types were loose; each names what it gets wrong. */
const WRONG_CALLS: Record<string, string> = {
  'a user row name read as a number': `const page = await call('get', '/api/v1/users/listing'); const name: number = page.data.data[0]!.name;`,
  'a reform status the API never gives': `const status: components['schemas']['Reform']['status'] = 'aprovada';`,
  'a path the API does not have': `await call('get', '/api/v1/usuarios/listing');`,
  'sign-in without the password': `await call('post', '/api/v1/auth', { email: 'sindico@zelo.demo' });`,
  'an operation id the document does not name': `type Missing = operations['usersListagem'];`,
  'an error without its code': `const error: ApiError = { message: 'Registro não encontrado.' };`,
};

let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await startTestApp();
  folder = await mkdtemp(join(tmpdir(), 'zelo-openapi-client-'));
  const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<OpenAPI3>();
  await writeFile(join(folder, 'schema.ts'), astToString(await openapiTS(document, { silent: true })));
  await writeFile(join(folder, 'client.ts'), CLIENT);
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** The compiler's errors for the files, as an integrator's strict project would report them. */
function typeErrors(files: string[]) {
  const program = ts.createProgram(
    files.map((file) => join(folder, file)),
    { strict: true, noEmit: true, noUncheckedIndexedAccess: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts'], types: [] },
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

describe('a client generated from the OpenAPI document', () => {
  it('types the calls an integrator writes', { timeout: 120_000 }, async () => {
    await writeFile(join(folder, 'calls.ts'), VALID_CALLS);
    expect(typeErrors(['schema.ts', 'client.ts', 'calls.ts'])).toEqual([]);
  });

  it('refuses each wrong call', { timeout: 120_000 }, async () => {
    const files = await Promise.all(
      Object.values(WRONG_CALLS).map(async (body, index) => {
        const file = `wrong-${index}.ts`;
        await writeFile(join(folder, file), `import { call, type ApiError, type components, type operations } from './client';\nexport async function wrong() {\n  ${body}\n  return [call, {} as ApiError, {} as components, {} as operations];\n}\n`);
        return file;
      }),
    );
    const errors = typeErrors(['schema.ts', 'client.ts', ...files]);
    const refused = Object.keys(WRONG_CALLS).filter((_, index) => errors.some((error) => error.includes(`wrong-${index}.ts`)));
    expect(refused).toEqual(Object.keys(WRONG_CALLS));
  });
});
