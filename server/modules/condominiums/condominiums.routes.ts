import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uuidParam } from '#contract/common.ts';
import { condominiumsEndpoints, LOGO_MAX_BYTES, logoUpload } from '#contract/condominiums.ts';
import type { AppContext } from '#server/context.ts';
import { condominiums } from '#server/db/schema.ts';
import { access, callerOf } from '#server/platform/access/policy.ts';
import { tenantScope } from '#server/platform/access/tenancy.ts';
import { invalid, notFound } from '#server/platform/errors.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { findCondominium, listCondominiums } from './condominiums.repository.ts';
import {
  createCondominium,
  replaceLogo,
  setCondominiumActive,
  updateCondominium,
  updateCondominiumProfile,
  viewCondominium,
} from './condominiums.service.ts';
import { logosDir } from './logo-storage.ts';

const actorOf = (request: FastifyRequest) => ({ userId: callerOf(request).userId, ip: request.ip });
const scopeOf = (request: FastifyRequest) => tenantScope(callerOf(request));

export async function condominiumsRoutes(app: FastifyInstance, context: AppContext) {
  const { db, config } = context;

  addEndpoint(app, condominiumsEndpoints.listing, {
    access: access.platform,
    handler: async (request) => listCondominiums(db, request.query),
  });

  addEndpoint(app, condominiumsEndpoints.show, {
    access: access.platform,
    handler: async (request) => {
      const condominium = await findCondominium(db, request.params.id);
      if (!condominium) throw notFound('Condomínio não encontrado.');
      return { data: condominium };
    },
  });

  addEndpoint(app, condominiumsEndpoints.own, {
    access: { scope: 'own-condominium', types: ['master', 'sindico', 'zelador', 'engenheiro', 'morador'], tenantParam: 'id' },
    handler: async (request) => ({ data: await viewCondominium(db, scopeOf(request), request.params.id) }),
  });

  addEndpoint(app, condominiumsEndpoints.store, {
    access: access.platform,
    handler: async (request) => ({ data: await createCondominium(db, request.body, actorOf(request)) }),
  });

  addEndpoint(app, condominiumsEndpoints.update, {
    access: access.platform,
    handler: async (request) => ({ data: await updateCondominium(db, request.params.uuid, request.body, actorOf(request)) }),
  });

  addEndpoint(app, condominiumsEndpoints.updateProfile, {
    access: { ...access.ownCondominium('sindico'), tenantParam: 'uuid' },
    handler: async (request) => ({
      data: await updateCondominiumProfile(db, scopeOf(request), request.params.uuid, request.body, actorOf(request)),
    }),
  });

  addEndpoint(app, condominiumsEndpoints.activate, {
    access: access.platform,
    handler: async (request) => ({ data: await setCondominiumActive(db, request.params.uuid, true, actorOf(request)) }),
  });

  addEndpoint(app, condominiumsEndpoints.inactivate, {
    access: access.platform,
    handler: async (request) => ({ data: await setCondominiumActive(db, request.params.uuid, false, actorOf(request)) }),
  });

  // The logo is shown in <img> tags (no bearer token there) and is no secret: it is public, cached by version.
  app.get(
    '/condominium/logo/:uuid',
    {
      config: { access: access.public },
      schema: { summary: 'O logo de um condomínio (WebP)', tags: ['condominiums'], params: z.strictObject({ uuid: uuidParam }) },
    },
    async (request, reply) => {
      const { uuid } = request.params as { uuid: string };
      const [row] = await db.select({ logo: condominiums.logo }).from(condominiums).where(eq(condominiums.id, uuid));
      const file = row?.logo ? join(logosDir(config.dataDir), row.logo) : null;
      if (!file || !existsSync(file)) throw notFound('Logo não encontrado.');
      reply.header('content-type', 'image/webp');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-security-policy', "default-src 'none'");
      return reply.send(createReadStream(file));
    },
  );

  // Only this route accepts multipart: the plugin is registered in its own scope.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });
    uploads.post(
      logoUpload.path,
      {
        config: { access: { scope: 'own-condominium', types: ['master', 'sindico'] } },
        schema: {
          summary: 'Envia o logo de um condomínio (multipart: campo `condominium` com o uuid e arquivo `logo`; PNG, JPEG ou WebP até 2 MB)',
          tags: ['condominiums'],
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw invalid('VALIDATION_ERROR', 'Envie o logo como multipart/form-data.', { logo: ['Selecione uma imagem.'] });
        let condominiumId: string | undefined;
        let image: Buffer | undefined;
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'logo') throw invalid('VALIDATION_ERROR', 'Verifique os dados informados.', { [part.fieldname]: ['Campo não permitido.'] });
            image = await part.toBuffer();
          } else if (part.fieldname === 'condominium') {
            condominiumId = String(part.value);
          }
        }
        const parsedId = uuidParam.safeParse(condominiumId);
        const errors: Record<string, string[]> = {};
        if (!parsedId.success) errors.condominium = ['Identificador inválido.'];
        if (!image?.length) errors.logo = ['Selecione uma imagem.'];
        if (Object.keys(errors).length || !parsedId.success || !image) throw invalid('VALIDATION_ERROR', 'Verifique os dados informados.', errors);
        const condominium = await replaceLogo(db, config.dataDir, scopeOf(request), parsedId.data, image, actorOf(request));
        return reply.send({ data: condominium });
      },
    );
  });
}
