import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from '#server/platform/http/openapi.ts';
import type { AccessPolicy } from '#server/platform/access/policy.ts';
import type { JsonSchema } from './fuzz/json-schema-arbitrary.ts';
import { inlineReferences } from './fuzz/inline-references.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface DocumentedParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

/**
 * One operation as the served OpenAPI document describes it, every `$ref` followed: the suites that replay, fuzz or
 * check the access of every route read them from here, so a route added tomorrow is in all of them untouched.
 */
export interface DocumentedOperation {
  /** `GET /api/v1/users/show/{id}` */
  key: string;
  method: HttpMethod;
  path: string;
  tag: string;
  access: AccessPolicy;
  parameters: DocumentedParameter[];
  /** Its JSON request body. */
  json?: JsonSchema;
  /** Its multipart request body (an upload): the text fields and the file, documented as binary. */
  multipart?: JsonSchema;
  bodyRequired: boolean;
  /** Every status the document lists (not `default`), with its JSON body's schema if it has one. */
  responses: Map<number, JsonSchema | undefined>;
}

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        'x-access': AccessPolicy;
        tags?: string[];
        parameters?: DocumentedParameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
      }
    >
  >;
};

export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const document = inlineReferences((await app.inject({ method: 'GET', url: OPENAPI_PATH })).json<Document>());
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as HttpMethod,
      path,
      tag: operation.tags?.[0] ?? '',
      access: operation['x-access'],
      parameters: operation.parameters ?? [],
      json: operation.requestBody?.content['application/json']?.schema,
      multipart: operation.requestBody?.content['multipart/form-data']?.schema,
      bodyRequired: Boolean(operation.requestBody?.required),
      responses: new Map(
        Object.entries(operation.responses ?? {})
          .filter(([status]) => /^\d{3}$/.test(status))
          .map(([status, response]) => [Number(status), response.content?.['application/json']?.schema]),
      ),
    })),
  );
}
