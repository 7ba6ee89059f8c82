/**
 * Response serialisers compiled from the zod contracts (decision 0300). Fastify asks its serializer compiler for one
 * function per route and status; with `checkResponses` (tests, development) every answer is encoded with its zod schema
 * first (contract drift is a 500 naming the route), otherwise the schema is translated to a JSON schema for
 * fast-json-stringify, which writes the answer straight from the presenter's objects. For every value the zod schema
 * accepts, both write the same bytes: the same keys in the same order, unknown keys stripped, `undefined` keys left out,
 * nulls kept. Schemas fast-json-stringify cannot write faithfully (unions of objects, transforms, pipes, lazy and
 * recursive schemas, loose objects, tuples, dates, …) keep the zod serialiser.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A JSON schema as fast-json-stringify reads it (only the keywords this module writes). */
export type FastSchema = {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, FastSchema>;
  required?: string[];
  additionalProperties?: boolean | FastSchema;
  items?: FastSchema;
};

type ZodType = z.core.$ZodType;

/** Thrown while translating a schema fast-json-stringify cannot write as zod would; the route keeps the zod serialiser. */
class Unsupported extends Error {}

type Translated = {
  schema: FastSchema;
  /** Whether the zod schema accepts `undefined` (then the key may be absent or undefined, and is left out). */
  optional: boolean;
};

const PRIMITIVE_TYPES = new Set(['string', 'number', 'boolean', 'null']);

/** The JSON type of a literal or enum value, or Unsupported (bigint, undefined, symbol). */
function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  const type = typeof value;
  if (type === 'string' || type === 'boolean') return type;
  if (type === 'number' && Number.isFinite(value)) return 'number';
  throw new Unsupported(`literal ${String(value)}`);
}

/** `types` as one `type` keyword: a single name or a list without repeats. */
function typeKeyword(types: string[]): string | string[] {
  const unique = [...new Set(types)];
  return unique.length === 1 ? unique[0] : unique;
}

/** `schema` that also writes `null` (a primitive type list gains "null"; objects and arrays get `nullable`). */
function withNull(schema: FastSchema): FastSchema {
  if (schema.type === undefined) return schema; // any value, null included
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.every((type) => PRIMITIVE_TYPES.has(type))) return { ...schema, type: typeKeyword([...types, 'null']) };
  return { ...schema, nullable: true };
}

/**
 * Translates one zod schema (output side) to a fast-json-stringify schema that writes every value the zod schema accepts
 * exactly as `JSON.stringify(z.encode(schema, value))` does; throws Unsupported otherwise.
 */
function translate(type: ZodType, seen: Set<ZodType>): Translated {
  if (seen.has(type)) throw new Unsupported('recursive schema');
  const def = type._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => translate(def[key] as ZodType, new Set(seen).add(type));
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return { schema: { type: def.type }, optional: false };
    case 'any':
    case 'unknown':
      return { schema: {}, optional: true };
    case 'literal': {
      const values = def.values as unknown[];
      return { schema: { type: typeKeyword(values.map(jsonTypeOf)) }, optional: false };
    }
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      return { schema: { type: typeKeyword(values.map(jsonTypeOf)) }, optional: false };
    }
    case 'optional':
      return { schema: inner('innerType').schema, optional: true };
    case 'nullable': {
      const { schema, optional } = inner('innerType');
      return { schema: withNull(schema), optional };
    }
    // Encoding passes a default's, prefault's or catch's value to the inner schema unchanged (no default is filled in).
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return inner('innerType');
    case 'nonoptional':
      return { schema: inner('innerType').schema, optional: false };
    case 'union': {
      // Only unions of primitives: which branch an object or array matches would need zod's own parse.
      const options = (def.options as ZodType[]).map((option) => translate(option, new Set(seen).add(type)));
      const types: string[] = [];
      for (const option of options) {
        const optionTypes = option.schema.type === undefined ? [] : Array.isArray(option.schema.type) ? option.schema.type : [option.schema.type];
        if (!optionTypes.length || !optionTypes.every((name) => PRIMITIVE_TYPES.has(name)) || Object.keys(option.schema).length > 1) {
          throw new Unsupported('union of non-primitive schemas');
        }
        types.push(...optionTypes);
      }
      return { schema: { type: typeKeyword(types) }, optional: options.some((option) => option.optional) };
    }
    case 'array': {
      const element = inner('element');
      // JSON.stringify writes an undefined element as null; fast-json-stringify would not.
      if (element.optional) throw new Unsupported('array of possibly undefined elements');
      return { schema: { type: 'array', items: element.schema }, optional: false };
    }
    case 'record': {
      const keyType = (def.keyType as ZodType)._zod.def.type;
      if (keyType !== 'string') throw new Unsupported(`record keyed by ${keyType}`);
      return { schema: { type: 'object', additionalProperties: inner('valueType').schema }, optional: false };
    }
    case 'object': {
      // A catch-all (loose object, `.catchall()`) keeps unknown keys; strict objects (catch-all never) strip like plain ones.
      const catchall = def.catchall as ZodType | undefined;
      if (catchall && catchall._zod.def.type !== 'never') throw new Unsupported('object with a catch-all');
      const shape = def.shape as Record<string, ZodType>;
      const properties: Record<string, FastSchema> = {};
      const required: string[] = [];
      // fast-json-stringify writes required keys first: only a leading run of required keys is marked, so the order stays.
      let leading = true;
      for (const [key, value] of Object.entries(shape)) {
        const property = translate(value, new Set(seen).add(type));
        properties[key] = property.schema;
        if (property.optional) leading = false;
        else if (leading) required.push(key);
      }
      return { schema: { type: 'object', properties, required, additionalProperties: false }, optional: false };
    }
    default:
      throw new Unsupported(def.type);
  }
}

/** The fast-json-stringify schema that writes `schema`'s answers as the zod serialiser does, or null when there is none. */
export function fastSchemaOf(schema: ZodType): FastSchema | null {
  const translated = translateResponse(schema);
  return 'reason' in translated ? null : translated.fast;
}

/** {@link fastSchemaOf} with the reason when there is no compiled serialiser (the first zod type it cannot write). */
export function translateResponse(schema: ZodType): { fast: FastSchema } | { reason: string } {
  try {
    const { schema: fast, optional } = translate(schema, new Set());
    // A top-level undefined is no JSON text for JSON.stringify; leave such schemas to zod.
    return optional ? { reason: 'answer may be undefined' } : { fast };
  } catch (error) {
    if (error instanceof Unsupported) return { reason: error.message };
    throw error;
  }
}

/**
 * Both serialisers of one answer schema, for the comparison test and `bench/serialise.ts`: `zod` (encode, then
 * JSON.stringify; throws on drift) and `compiled` (fast-json-stringify), or `reason` when there is no compiled one.
 */
export function serializersOf(schema: ZodType): { zod: (value: unknown) => string } & ({ compiled: (value: unknown) => string } | { reason: string }) {
  const zod = zodSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (value: unknown) => string;
  const translated = translateResponse(schema);
  if ('reason' in translated) return { zod, reason: translated.reason };
  return { zod, compiled: fastJson(translated.fast as Parameters<typeof fastJson>[0]) as (value: unknown) => string };
}

/** Counts of the route answers compiled each way since start (for the start log and the tests). */
export const compiledSerializers = { fast: 0, zod: 0 };

/**
 * Fastify's serializer compiler: zod's (encode, then JSON.stringify) when `checkResponses`, else fast-json-stringify from
 * the contract where {@link fastSchemaOf} translates it, zod's otherwise.
 */
export function responseSerializerCompiler(options: { checkResponses: boolean }): FastifySerializerCompiler<ZodType> {
  // One compiled function per schema object: the shared error schema (Problem) of every route and status is compiled once.
  const compiled = new WeakMap<ZodType, (data: unknown) => string>();
  return (route) => {
    const schema = route.schema as ZodType;
    const known = isZodSchema(schema) ? compiled.get(schema) : undefined;
    if (known) return known;
    const fast = options.checkResponses || !isZodSchema(schema) ? null : fastSchemaOf(schema);
    if (!fast) {
      compiledSerializers.zod += 1;
      return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    }
    compiledSerializers.fast += 1;
    const serialize = fastJson(fast as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    compiled.set(schema, serialize);
    return serialize;
  };
}

/** Whether `value` is a zod schema (route answers may also be given as `{ properties: zodSchema }` or plain JSON schema). */
function isZodSchema(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}
