import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP endpoint of /api/v1, shared by the server (which registers it) and the SPA (which calls it),
 * so a path, a parameter or a response shape can only change in one place.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Relative to /api/v1, Fastify style (`/notifications/read/:id`). */
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** HTTP status of a successful answer. */
  status?: 200 | 201;
}

/** What a module writes of one endpoint: everything but the tag, which `defineEndpoints` gives all of them. */
export type EndpointDeclaration = Omit<Endpoint, 'tag'>;

/** A module's endpoints, all under its one OpenAPI tag. */
export function defineEndpoints<const Declarations extends Record<string, EndpointDeclaration>>(
  tag: string,
  declarations: Declarations,
): { [Name in keyof Declarations]: Declarations[Name] & { tag: string } } {
  const tagged = Object.entries(declarations).map(([name, declaration]) => [name, { ...declaration, tag }]);
  return Object.fromEntries(tagged) as { [Name in keyof Declarations]: Declarations[Name] & { tag: string } };
}

/** An endpoint that answers with a stored file's bytes, not JSON: the SPA saves it as a blob, an `<img>` loads it. */
export type DownloadEndpoint = Omit<Endpoint, 'response' | 'status'>;

export function defineDownload<const D extends DownloadEndpoint>(download: D): D {
  return download;
}

/** Fills `:name` segments of an endpoint's path. */
export function pathFor(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The body the SPA sends to an endpoint: a form's values as the endpoint's own schema checked and normalised them
 * (its output, which the server's parse accepts unchanged); `never` for an endpoint without a body.
 */
export type BodyOf<E> = E extends { body: z.ZodType } ? z.output<E['body']> : never;
