import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedMultiparts, multipart } from '#server/test/multipart.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

/** The budget of a deployment that does not set UPLOAD_RATE_LIMIT_PER_MINUTE. */
const UPLOADS_PER_MINUTE = 30;

const tinyPng = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
  .png()
  .toBuffer();

async function uploadLogo(app: FastifyInstance, person: { token: string; condominiumId?: string }, bytes?: Buffer) {
  const { payload, headers } = multipart({ condominium: person.condominiumId! }, { field: 'logo', name: 'logo.png', bytes: bytes ?? (await tinyPng), contentType: 'image/png' });
  return app.inject({ method: 'POST', url: '/api/v1/condominium/logo', headers: { ...bearer(person.token), ...headers }, payload });
}

describe('uploads', () => {
  const lines: { level: number; msg: string; err?: { message: string } }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    t = await startTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: String(UPLOADS_PER_MINUTE) }, { log: pino({ level: 'warn' }, sink) });
  });
  afterAll(() => t.close());

  it('answers a body without its closing boundary with 400 in pt-BR, and logs it at warn', async () => {
    const sindico = await t.signedIn('sindico');
    const cut = malformedMultiparts().find((body) => body.name === 'sem o boundary de fechamento')!;
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/condominium/logo', headers: { ...bearer(sindico.token), ...cut.headers }, payload: cut.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'O envio do arquivo chegou incompleto ou malformado. Tente enviar novamente.', code: 'MALFORMED_MULTIPART' });
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'malformed multipart body', err: expect.objectContaining({ message: 'Unexpected end of multipart data' }) }));
  });

  it('refuses a 40-megapixel image with 422 and the limit in the message', async () => {
    const sindico = await t.signedIn('sindico');
    const huge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const response = await uploadLogo(t.app, sindico, huge);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', errors: { logo: ['A imagem é grande demais: envie uma de até 25 megapixels.'] } });
  });

  it('refuses the upload past the budget of a person with 429 and Retry-After, while another person still uploads', async () => {
    const sindico = await t.signedIn('sindico');
    const neighbour = await t.signedIn('sindico', { condominiumId: sindico.condominiumId });
    const statuses = [];
    for (let upload = 0; upload < UPLOADS_PER_MINUTE; upload++) statuses.push((await uploadLogo(t.app, sindico)).statusCode);
    expect(statuses).toEqual(Array(UPLOADS_PER_MINUTE).fill(200));

    const refused = await uploadLogo(t.app, sindico);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Muitos envios de arquivo em pouco tempo\. Aguarde \d+ segundos e tente novamente\.$/), code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The budget covers every upload route, not only the one that used it up.
    const { payload, headers } = multipart({ user: sindico.id }, { field: 'image', name: 'foto.png', bytes: await tinyPng, contentType: 'image/png' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/image-profile', headers: { ...bearer(sindico.token), ...headers }, payload })).statusCode).toBe(429);

    expect((await uploadLogo(t.app, neighbour)).statusCode).toBe(200);
  });
});
