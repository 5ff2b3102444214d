import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DownloadEndpoint } from '#contract/endpoint.ts';
import type { UploadEndpoint } from '#contract/uploads.ts';
import { access, callContextOf, type CallContext, type SignedInPolicy } from './access/policy.ts';
import { readUpload, type UploadOf } from './http/uploads.ts';
import { describedRouteOptions, type EndpointRequest, type EndpointResponse } from './route.ts';

export interface UploadRoute<U extends UploadEndpoint> {
  access: SignedInPolicy;
  /** Receives the file and the fields the contract's rule and schema accepted, and gives the endpoint's JSON answer. */
  handler: (upload: UploadOf<U>, call: CallContext, request: EndpointRequest<U>) => EndpointResponse<U>;
}

/**
 * Registers a contract upload. Only its route accepts multipart: the plugin is registered in a scope of its own,
 * with the limits of the upload's rule. The body is read by `readUpload`, not by a schema; the OpenAPI document
 * describes it from the same contract entry (server/platform/http/openapi.ts).
 */
export async function addUpload<U extends UploadEndpoint>(app: FastifyInstance, upload: U, route: UploadRoute<U>) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: upload.rule.maxBytes, files: 1 } });
    const options = describedRouteOptions(upload, route.access);
    scope.route({
      ...options,
      schema: { ...options.schema, consumes: ['multipart/form-data'] },
      handler: async (request, reply) => {
        const received = await readUpload(request, upload);
        const result = await route.handler(received, callContextOf(request), request as EndpointRequest<U>);
        return reply.status(upload.status ?? 200).header('cache-control', 'no-store').send(result);
      },
    });
  });
}

export interface DownloadRoute<D extends DownloadEndpoint> {
  access: SignedInPolicy;
  /** Sends the file (`sendStoredFile`) the request names, if the caller may read it. */
  handler: (request: EndpointRequest<D>, call: CallContext, reply: FastifyReply) => Promise<FastifyReply>;
}

export interface PublicDownloadRoute<D extends DownloadEndpoint> {
  /** No caller, no scope: what the address itself makes public, such as the images `<img>` tags load without a token. */
  handler: (request: EndpointRequest<D>, reply: FastifyReply) => Promise<FastifyReply>;
}

/** Registers a contract download: its schemas and access policy, and a handler that streams the bytes rather than JSON. */
export function addDownload<D extends DownloadEndpoint>(app: FastifyInstance, download: D, route: DownloadRoute<D>) {
  app.route({ ...describedRouteOptions(download, route.access), handler: (request, reply) => route.handler(request as EndpointRequest<D>, callContextOf(request), reply) });
}

/** Registers a contract download anyone may fetch. */
export function addPublicDownload<D extends DownloadEndpoint>(app: FastifyInstance, download: D, route: PublicDownloadRoute<D>) {
  app.route({ ...describedRouteOptions(download, access.public), handler: (request, reply) => route.handler(request as EndpointRequest<D>, reply) });
}
