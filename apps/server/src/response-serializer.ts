import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/** Writes the answer as JSON when it certainly matches the schema, else undefined. */
type FastPath = (data: unknown) => string | undefined;

type Primitive = 'boolean' | 'string' | 'number';

// The schema types the fast path checks itself, each exactly as zod would accept it
// (zod's number refuses NaN and the infinities).
const accepts: Record<Primitive, (value: unknown) => boolean> = {
  boolean: (value) => typeof value === 'boolean',
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
};

interface ZodDefinition {
  type: string;
  checks?: unknown[];
  shape?: Record<string, unknown>;
  catchall?: unknown;
}

/** The definition zod keeps on every schema, or undefined for anything that is not one. */
function definition(schema: unknown): ZodDefinition | undefined {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return undefined;
  return (schema as { _zod: { def: ZodDefinition } })._zod.def;
}

/**
 * A fast path for a plain `z.object` of unrefined booleans, strings and finite numbers, or
 * undefined for any other schema. It keeps zod's meaning: properties in the schema's order,
 * unknown properties dropped, every value's type checked.
 */
export function compileFastPath(schema: unknown): FastPath | undefined {
  const def = definition(schema);
  if (def?.type !== 'object' || def.shape === undefined || def.catchall !== undefined || def.checks?.length) {
    return undefined;
  }
  const fields: { key: string; prefix: string; accepts: (value: unknown) => boolean }[] = [];
  for (const [key, property] of Object.entries(def.shape)) {
    const propertyDef = definition(property);
    if (
      propertyDef === undefined ||
      !Object.hasOwn(accepts, propertyDef.type) ||
      propertyDef.checks?.length
    ) {
      return undefined;
    }
    const prefix = `${fields.length === 0 ? '{' : ','}${JSON.stringify(key)}:`;
    fields.push({ key, prefix, accepts: accepts[propertyDef.type as Primitive] });
  }
  return (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    const record = data as Record<string, unknown>;
    let json = '';
    for (const field of fields) {
      const value = record[field.key];
      if (!field.accepts(value)) return undefined;
      json += field.prefix + JSON.stringify(value);
    }
    return fields.length === 0 ? '{}' : `${json}}`;
  };
}

/**
 * Serialises route answers through their contract's response schema. Zod walks the schema for
 * every answer; for the small flat answers most calls give, the same checks are a few typeof
 * tests. Whatever the fast path does not vouch for (other shapes, any mismatch) goes through zod,
 * so a drifting answer still fails exactly as before.
 */
export const contractSerializerCompiler: typeof zodSerializerCompiler = (routeSchema) => {
  const throughZod = zodSerializerCompiler(routeSchema);
  const fastPath = compileFastPath(routeSchema.schema);
  if (fastPath === undefined) return throughZod;
  return (data) => fastPath(data) ?? throughZod(data);
};
