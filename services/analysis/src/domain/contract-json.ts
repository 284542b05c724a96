import type { z } from 'zod';

/**
 * A response contract compiled once into a JSON writer: the text `JSON.stringify(schema.parse(value))`
 * would give, byte for byte (every object's keys in the contract's order, keys the contract does not
 * name left out), without zod's full parse on every request. The profile of POST /api/analyze-style
 * put zod's parse of the ~13 kB analysis plus JSON.stringify at about a sixth of the service's time.
 *
 * What it checks as it writes: the structure (objects, arrays, strings, numbers, booleans, records),
 * required keys, enum and literal values, and which union option a value is. What it leaves to zod:
 * string lengths, patterns and URLs, list sizes, number ranges. A value it cannot place (a wrong type, a
 * missing key, an unknown enum value) is never written: `write` answers null and the caller falls back
 * to the schema's own parse, so a broken answer fails exactly as it did before.
 *
 * Only the kinds of node a response contract uses are supported; any other (a transform, a default,
 * a lazy schema, a union whose options are not told apart by their JSON type) throws when compiled,
 * so a contract change that needs more fails at start-up and in the tests, never in a response.
 */
export interface ContractJson<T> {
  /** The contract's JSON text of `value`, or null when the value does not have the contract's structure. */
  write(value: T): string | null;
}

/** Thrown inside a writer when a value does not fit; caught by `write`. */
class Misfit extends Error {}
const misfit = new Misfit('value does not fit the contract');

/**
 * The value in the contract's shape (objects rebuilt in the contract's key order, unknown keys left
 * out); undefined means "leave the key out" (an absent optional). JSON.stringify of the whole then
 * writes one flat string, which measured faster than joining the JSON text piece by piece.
 */
type Writer = (value: unknown) => unknown;

/** What JSON type a node accepts, so union options can be told apart without parsing. */
type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

interface Compiled {
  write: Writer;
  kinds: ReadonlySet<Kind>;
}

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  catchall?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function compile(schema: z.ZodType, path: string): Compiled {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return {
        kinds: new Set(['string']),
        write: (value) => {
          if (typeof value !== 'string') throw misfit;
          return value;
        },
      };
    case 'number':
      return {
        kinds: new Set(['number']),
        write: (value) => {
          if (typeof value !== 'number' || !Number.isFinite(value)) throw misfit;
          return value;
        },
      };
    case 'boolean':
      return {
        kinds: new Set(['boolean']),
        write: (value) => {
          if (typeof value !== 'boolean') throw misfit;
          return value;
        },
      };
    case 'enum':
    case 'literal':
      return compileChoice(def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? []), path);
    case 'optional': {
      const inner = compile(def.innerType!, path);
      return { kinds: inner.kinds, write: (value) => (value === undefined ? undefined : inner.write(value)) };
    }
    case 'nullable': {
      const inner = compile(def.innerType!, path);
      return {
        kinds: new Set([...inner.kinds, 'null']),
        write: (value) => (value === null ? null : inner.write(value)),
      };
    }
    case 'array': {
      const element = compile(def.element!, `${path}[]`);
      return {
        kinds: new Set(['array']),
        write: (value) => {
          if (!Array.isArray(value)) throw misfit;
          const shaped = new Array<unknown>(value.length);
          for (let i = 0; i < value.length; i++) shaped[i] = element.write(value[i]);
          return shaped;
        },
      };
    }
    case 'object':
      return compileObject(def, path);
    case 'record': {
      if (defOf(def.keyType!).type !== 'string') throw unsupported(path, 'a record with non-string keys');
      const entry = compile(def.valueType!, `${path}{}`);
      return {
        kinds: new Set(['object']),
        write: (value) => {
          if (!isPlainObject(value)) throw misfit;
          const shaped: Record<string, unknown> = {};
          for (const key of Object.keys(value)) shaped[key] = entry.write(value[key]);
          return shaped;
        },
      };
    }
    case 'union':
      return compileUnion(def.options ?? [], path);
    default:
      throw unsupported(path, `a ${def.type} node`);
  }
}

function compileChoice(values: unknown[], path: string): Compiled {
  if (!values.every((value) => typeof value === 'string' || typeof value === 'number'))
    throw unsupported(path, 'an enum or literal that is not strings or numbers');
  const allowed = new Set<unknown>(values);
  const kinds = new Set(values.map((value) => typeof value as Kind));
  return {
    kinds,
    write: (value) => {
      if (!allowed.has(value)) throw misfit;
      return value;
    },
  };
}

function compileObject(def: SchemaDef, path: string): Compiled {
  if (def.catchall && defOf(def.catchall).type !== 'never')
    throw unsupported(path, 'an object with a catchall');
  const fields = Object.entries(def.shape ?? {}).map(([key, schema]) => ({
    key,
    optional: defOf(schema).type === 'optional',
    ...compile(schema, `${path}.${key}`),
  }));
  return {
    kinds: new Set(['object']),
    write: (value) => {
      if (!isPlainObject(value)) throw misfit;
      const shaped: Record<string, unknown> = {};
      for (const field of fields) {
        const written = field.write(value[field.key]);
        if (written === undefined) {
          if (field.optional) continue;
          throw misfit;
        }
        shaped[field.key] = written;
      }
      return shaped;
    },
  };
}

function compileUnion(options: z.ZodType[], path: string): Compiled {
  const compiled = options.map((option, i) => compile(option, `${path}|${i}`));
  const byKind = new Map<Kind, Compiled>();
  for (const option of compiled)
    for (const kind of option.kinds) {
      if (byKind.has(kind)) throw unsupported(path, `a union with two ${kind} options`);
      byKind.set(kind, option);
    }
  return {
    kinds: new Set(byKind.keys()),
    write: (value) => {
      const option = byKind.get(kindOf(value));
      if (!option) throw misfit;
      return option.write(value);
    },
  };
}

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'object';
}

const unsupported = (path: string, what: string) =>
  new Error(`contract JSON: ${what} at ${path || 'the root'} is not supported; use the schema's parse`);

/** Compiles `schema` (throws when it uses a node the writer does not support; see above). */
export function compileContractJson<S extends z.ZodType>(schema: S): ContractJson<z.output<S>> {
  const root = compile(schema, '');
  return {
    write: (value) => {
      try {
        const shaped = root.write(value);
        return shaped === undefined ? null : JSON.stringify(shaped);
      } catch (error) {
        if (error === misfit) return null;
        throw error;
      }
    },
  };
}
