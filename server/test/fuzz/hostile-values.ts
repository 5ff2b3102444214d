import fc from 'fast-check';

/** Keys that name Object.prototype members: a plain-object lookup keyed by them finds functions, not undefined. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];

/** Objects and arrays nested `depth` levels, one branch each (two branches would double the text per level). */
const deeplyNested = (depth: number) => {
  let value: unknown = 'fundo';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Values no schema of ours accepts as they are: wrong types, sizes, characters and shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, '', ' ', [], {}),
  fc.constantFrom('0x10', '1e3', '-0', 'NaN', 'Infinity', 'true', 'null', '[]', '{}', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800'),
  fc.constantFrom('😀🏢🔑', 'ação çãõ ÁÉÍ', 'مرحبا بالعالم', 'e\u0301\u0301\u0301', '\u202etxt.exe', '<script>alert(1)</script>', "' or 1=1 --", '%00%2e%2e%2f', '../../etc/passwd'),
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.integer({ min: 1_000, max: 120_000 }).map((length) => 'x'.repeat(length)),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(deeplyNested(40), deeplyNested(400)),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 1 }), { minKeys: 1, maxKeys: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
);

/** Object keys an attacker adds: prototype names, odd characters, a field of another form. */
export const extraKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'is_admin', 'type', 'role', 'condominium_id', 'id', ''), fc.string({ unit: 'binary', maxLength: 20 }));

/**
 * A copy of `value` (an object from `arbitraryFor`) with one of: a field replaced by a hostile value, a field
 * removed, extra keys added, or the whole value replaced.
 */
export function mutate(value: unknown): fc.Arbitrary<unknown> {
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const keys = record ? Object.keys(record) : [];
  const options: fc.Arbitrary<unknown>[] = [hostileValue];
  if (record) {
    options.push(fc.dictionary(extraKey, hostileValue, { minKeys: 1, maxKeys: 3 }).map((extra) => ({ ...record, ...extra })));
  }
  if (record && keys.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, hostile]) => ({ ...record, [key]: hostile })),
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))),
    );
  }
  return fc.oneof(...options);
}
