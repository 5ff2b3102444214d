/**
 * The document with every local `$ref` (`#/components/schemas/User`, `#/components/responses/NotFound`) replaced by
 * what it points to, so that schema arbitraries and validators read each operation on its own. A reference that
 * leads back to itself would never end: the document has none, and this says so if one appears.
 */
export function inlineReferences<T>(document: T): T {
  const resolve = (pointer: string): unknown =>
    pointer
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);

  const inline = (value: unknown, trail: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => inline(item, trail));
    if (!value || typeof value !== 'object') return value;
    const { $ref: pointer, ...rest } = value as { $ref?: unknown };
    if (typeof pointer === 'string') {
      if (trail.includes(pointer)) throw new Error(`recursive reference ${pointer} in the OpenAPI document`);
      const target = resolve(pointer);
      if (target === undefined) throw new Error(`reference ${pointer} points to nothing in the OpenAPI document`);
      return { ...(inline(target, [...trail, pointer]) as object), ...(inline(rest, trail) as object) };
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inline(child, trail)]));
  };
  return inline(document, []) as T;
}
