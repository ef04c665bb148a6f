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

/** Whether a value is, as it stands, what zod would give back for it (see `compileExactCheck`). */
type ExactCheck = (value: unknown) => boolean;

interface ZodCheckDefinition {
  check?: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
}

const checkOf = (check: unknown): ZodCheckDefinition =>
  (check as { _zod?: { def?: ZodCheckDefinition } })._zod?.def ?? {};

/** Keys of a definition outside `allowed`: any of them (coerce, a format, a default) means zod may change the value. */
const hasOtherKeys = (def: object, allowed: readonly string[]): boolean =>
  Object.keys(def).some((key) => !allowed.includes(key));

/** A number check zod runs, as a test; undefined for checks this file does not know. */
function numberCheck(check: ZodCheckDefinition): ((value: number) => boolean) | undefined {
  const keys = Object.keys(check);
  if (check.check === 'number_format' && check.format === 'safeint') {
    return keys.every((key) => ['type', 'check', 'format', 'abort'].includes(key))
      ? Number.isSafeInteger
      : undefined;
  }
  if (keys.some((key) => !['check', 'value', 'inclusive', 'abort'].includes(key))) return undefined;
  const { value: bound, inclusive } = check;
  if (typeof bound !== 'number') return undefined;
  if (check.check === 'greater_than') return inclusive ? (value) => value >= bound : (value) => value > bound;
  if (check.check === 'less_than') return inclusive ? (value) => value <= bound : (value) => value < bound;
  return undefined;
}

function numberExactCheck(def: ZodDefinition & ZodCheckDefinition): ExactCheck | undefined {
  if (hasOtherKeys(def, ['type', 'checks', 'check', 'format', 'abort'])) return undefined;
  // z.int() is itself the safe-integer check.
  const own = def.check === undefined ? [] : [numberCheck({ check: def.check, format: def.format })];
  const tests = [...own, ...(def.checks ?? []).map((check) => numberCheck(checkOf(check)))];
  if (tests.some((test) => test === undefined)) return undefined;
  const all = tests as ((value: number) => boolean)[];
  return (value) => typeof value === 'number' && Number.isFinite(value) && all.every((test) => test(value));
}

/** JSON.stringify would call a `toJSON`, own or inherited, enumerable or not; zod would not. */
const hasToJson = (value: object): boolean => (value as { toJSON?: unknown }).toJSON !== undefined;

const isPlainRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || hasToJson(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * For schemas of objects, arrays, records, strings, booleans and checked numbers: a test that a
 * value is exactly what zod's encoding of it would give (plain objects holding the schema's keys
 * in its order and nothing else, primitives of the right type, every check passed), so that
 * `JSON.stringify(value)` writes what zod's serializer writes. Undefined for any schema with a
 * part it does not know (optional, nullable, unions, transforms, string checks, defaults...).
 * The test may refuse more than zod does, never less.
 */
export function compileExactCheck(schema: unknown): ExactCheck | undefined {
  const def = definition(schema);
  if (def === undefined) return undefined;
  const unchecked = !def.checks?.length;
  switch (def.type) {
    case 'string':
    case 'boolean': {
      if (!unchecked || hasOtherKeys(def, ['type', 'checks'])) return undefined;
      const type = def.type;
      return (value) => typeof value === type;
    }
    case 'number':
      return numberExactCheck(def);
    case 'array': {
      const element = compileExactCheck((def as { element?: unknown }).element);
      if (element === undefined || !unchecked || hasOtherKeys(def, ['type', 'element', 'checks']))
        return undefined;
      return (value) => {
        if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype || hasToJson(value)) {
          return false;
        }
        for (let index = 0; index < value.length; index += 1) if (!element(value[index])) return false;
        return true;
      };
    }
    case 'object': {
      if (def.shape === undefined || def.catchall !== undefined || !unchecked) return undefined;
      if (hasOtherKeys(def, ['type', 'shape', 'checks'])) return undefined;
      const keys = Object.keys(def.shape);
      const properties = keys.map((key) => compileExactCheck(def.shape![key]));
      if (properties.some((property) => property === undefined)) return undefined;
      const checks = properties as ExactCheck[];
      return (value) => {
        if (!isPlainRecord(value)) return false;
        // for...in lists own and inherited enumerable keys in JSON.stringify's order.
        let index = 0;
        for (const key in value) {
          if (key !== keys[index] || !checks[index]!(value[key])) return false;
          index += 1;
        }
        return index === keys.length;
      };
    }
    case 'record': {
      const record = def as ZodDefinition & {
        keyType?: unknown;
        valueType?: unknown;
        partial?: boolean;
        mode?: string;
      };
      if (!unchecked || record.mode !== undefined) return undefined;
      if (hasOtherKeys(def, ['type', 'keyType', 'valueType', 'partial', 'checks', 'mode'])) return undefined;
      const keyDef = definition(record.keyType);
      const valueCheck = compileExactCheck(record.valueType);
      if (keyDef === undefined || valueCheck === undefined) return undefined;
      let keyCheck: (key: string) => boolean;
      if (keyDef.type === 'string' && !hasOtherKeys(keyDef, ['type']) && record.partial !== true) {
        keyCheck = () => true;
      } else if (keyDef.type === 'enum' && record.partial === true) {
        const values = (record.keyType as { _zod: { values?: Set<unknown> } })._zod.values;
        if (values === undefined || [...values].some((key) => typeof key !== 'string')) return undefined;
        keyCheck = (key) => values.has(key);
      } else {
        return undefined;
      }
      return (value) => {
        // zod reads symbol keys too (and refuses them); JSON.stringify skips them.
        if (!isPlainRecord(value) || Object.getOwnPropertySymbols(value).length > 0) return false;
        for (const key in value) {
          if (
            key === '__proto__' ||
            !Object.hasOwn(value, key) ||
            !keyCheck(key) ||
            !valueCheck(value[key])
          ) {
            return false;
          }
        }
        return true;
      };
    }
    default:
      return undefined;
  }
}

/**
 * Serialises route answers through their contract's response schema. Zod walks the schema and
 * copies every answer before it is written; the same checks are a walk of typeof tests:
 * - an answer that is exactly what zod would give back (`compileExactCheck`) is written by
 *   `JSON.stringify` as it stands: a page of 200 reference cards skips zod's copy;
 * - a small flat answer with extra properties is written field by field (`compileFastPath`);
 * - whatever neither vouches for (other shapes, any mismatch) goes through zod, so a drifting
 *   answer still fails exactly as before.
 */
export const contractSerializerCompiler: typeof zodSerializerCompiler = (routeSchema) => {
  const throughZod = zodSerializerCompiler(routeSchema);
  const exact = compileExactCheck(routeSchema.schema);
  const fastPath = compileFastPath(routeSchema.schema);
  if (exact === undefined && fastPath === undefined) return throughZod;
  return (data) => {
    if (exact?.(data)) return JSON.stringify(data);
    return fastPath?.(data) ?? throughZod(data);
  };
};
