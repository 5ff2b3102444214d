import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateTime } from '#contract/common.ts';
import { contractSerializerCompiler } from './response-serializer.ts';

const answer = z.object({
  data: z.object({
    uuid: z.uuid(),
    name: z.string(),
    created_at: dateTime,
    condominium: z.object({ uuid: z.uuid(), comercial_name: z.string() }).nullable(),
    categories: z.array(z.enum(['painting', 'plumbing'])),
    note: z.string().optional(),
  }),
});

const record = {
  data: {
    // Out of the schema's order, with a property the contract does not name: the answer follows the schema.
    name: 'Solar Jacarandá',
    secret_hash: 'never sent',
    uuid: '35498ca1-11c3-403a-815c-bed68d7dc5ab',
    created_at: new Date('2026-11-28T05:25:27.350Z'),
    condominium: null,
    categories: ['painting'],
  },
};

const serializerOf = (checkAgainstZod: boolean, schema: z.ZodType = answer) =>
  contractSerializerCompiler({ checkAgainstZod })({ schema, method: 'GET', url: '/api/v1/example', httpStatus: '200' });

describe('the answers written from the contract', () => {
  it('writes what zod wrote: the schema’s properties in its order, dates as ISO-8601, nothing the contract does not name', () => {
    const written = serializerOf(false)(record);
    expect(written).toBe(
      '{"data":{"uuid":"35498ca1-11c3-403a-815c-bed68d7dc5ab","name":"Solar Jacarandá","created_at":"2026-11-28T05:25:27.350Z","condominium":null,"categories":["painting"]}}',
    );
    expect(written).toBe(JSON.stringify(z.encode(answer, record as z.output<typeof answer>)));
  });

  it('under test, fails an answer that drifts from its contract, as zod did', () => {
    const drifted = { data: { ...record.data, name: 42 } };
    expect(() => serializerOf(true)(drifted)).toThrow();
    // Without the check, fast-json-stringify would have written it, coerced.
    expect(serializerOf(false)(drifted)).toContain('"name":"42"');
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const unrepresentable = z.object({ data: z.custom<string>((value) => typeof value === 'string') });
    expect(() => serializerOf(false, unrepresentable)({ data: 7 })).toThrow();
    expect(serializerOf(false, unrepresentable)({ data: 'sete' })).toBe('{"data":"sete"}');
  });
});
