import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type ResponseSchema = Parameters<typeof zodSerializerCompiler>[0]['schema'];

const zodSchemaOf = (schema: ResponseSchema): $ZodType => (schema instanceof $ZodType ? schema : schema.properties);

/**
 * The answer's JSON from the contract's response schema, written by fast-json-stringify from its JSON Schema instead of
 * re-validating the answer with zod first: zod's encode cost a listing of ten rows about a tenth of its request
 * (docs/decisions/027). The output is the same: properties in the schema's order, those the schema does not name
 * left out, dates as ISO-8601 (the `dateTime` codec's encoding). fast-json-stringify does not validate, so with
 * `checkAgainstZod` (the test suites) every answer is also encoded by zod and must match, property for property: a
 * handler that drifts from its contract fails its tests, as it did when zod wrote every answer. A schema that JSON
 * Schema cannot express keeps zod's serializer.
 */
export function contractSerializerCompiler({ checkAgainstZod }: { checkAgainstZod: boolean }): FastifySerializerCompiler<ResponseSchema> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route);
    let fast: (data: unknown) => string;
    try {
      fast = fastJsonStringify(z.toJSONSchema(zodSchemaOf(route.schema), { io: 'input', target: 'draft-7', unrepresentable: 'throw' }) as object);
    } catch {
      return viaZod;
    }
    if (!checkAgainstZod) return fast;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: fast-json-stringify wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}
