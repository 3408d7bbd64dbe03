type Json = unknown;

/**
 * Route schemas are inlined by @fastify/swagger. Every object schema with a `title` is moved to
 * `components.schemas[title]` and replaced by a `$ref`, so openapi-typescript emits named types
 * (`components['schemas']['User']`) instead of anonymous copies. Titles must be unique per shape.
 */
export function hoistNamedSchemas<T extends object>(doc: T): T {
  const named: Record<string, Json> = {};
  const visit = (node: Json, isRoot: boolean): Json => {
    if (Array.isArray(node)) return node.map((item) => visit(item, false));
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node).map(([key, value]) => [key, visit(value, false)] as const);
    const copy = Object.fromEntries(entries) as Record<string, Json>;
    const title = copy.title;
    if (!isRoot && typeof title === 'string' && (copy.type === 'object' || copy.anyOf)) {
      const existing = named[title];
      if (existing && JSON.stringify(existing) !== JSON.stringify(copy)) {
        throw new Error(`Two different schemas are titled "${title}"`);
      }
      named[title] = copy;
      return { $ref: `#/components/schemas/${title}` };
    }
    return copy;
  };
  const result = visit(doc, true) as { components?: { schemas?: Record<string, Json> } };
  result.components = { ...result.components, schemas: { ...result.components?.schemas, ...named } };
  return result as T;
}
