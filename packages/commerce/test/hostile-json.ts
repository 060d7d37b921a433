/**
 * fast-check arbitraries for fuzzing the JSON API: values shaped by a method's request schema (the
 * JSON Schema that `z.toJSONSchema` makes of its zod schema, as published in the OpenAPI document),
 * where any node may be swapped for a hostile value. Each hostile value belongs to a named class
 * so a run can count what it tried.
 */
import fc from 'fast-check';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema is walked generically
type Schema = any;

function nested(depth: number, leaf: unknown, kind: 'array' | 'object'): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Hostile JSON values by class; the same classes the attacker used, and a few more. */
export const HOSTILE_VALUES: Record<string, readonly unknown[]> = {
  'lone-surrogate': ['x\ud800', '\udc00', 'a\udbff\u0041', { '\ud800key': 1 }],
  'control-character': ['\u0000', 'a\u0000b', '\u001b[31m', '\u007f', '\u0085', 'line\r\nbreak'],
  'int-out-of-range': [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, -(2 ** 63), 1e308, -1, 0, 1.5, -0],
  'deep-nesting': [nested(40, 1, 'array'), nested(2000, 'x', 'array'), nested(60, 'x', 'object')],
  'wrong-type': [null, true, false, [], {}, '1', 'true', 0, [null], [[]]],
  'oversized-string': ['a'.repeat(10_000), 'ü'.repeat(5_000), '𝕏'.repeat(3_000)],
  'sql-and-markup': [
    "' OR 1=1 --",
    "'; drop table customers; --",
    '" UNION SELECT password_hash FROM customers --',
    '<script>alert(1)</script>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe on purpose
    '${7*7}{{7*7}}',
    '%E0%A4%A',
    '../../etc/passwd',
  ],
  'prototype-keys': [
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { constructor: { prototype: { polluted: true } } },
    { toString: 'x', valueOf: 1, hasOwnProperty: null },
  ],
  'odd-unicode': ['\u202eevil', '\ufeff', 'e\u0301', '\u{1F600}', 'ｆｕｌｌ', '\u2028\u2029'],
};

export const HOSTILE_CLASSES = Object.keys(HOSTILE_VALUES);

export interface Tagged<T> {
  value: T;
  classes: readonly string[];
}

const hostile: fc.Arbitrary<Tagged<unknown>> = fc.oneof(
  ...HOSTILE_CLASSES.map((name) =>
    fc.constantFrom(...(HOSTILE_VALUES[name] ?? [])).map((value) => ({ value, classes: [name] })),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).map((value) => ({ value, classes: ['random-unicode'] })),
);

function tag<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Tagged<T>> {
  return arbitrary.map((value) => ({ value, classes: [] }));
}

export interface SchemaOptions {
  /** Values to prefer for uuid-formatted strings (ids that exist, so calls get past the lookup). */
  knownIds?: readonly string[];
  /** Weight of the well-formed value against a hostile one at each node (default 6 : 1). */
  validWeight?: number;
}

function resolve(schema: Schema, root: Schema): Schema {
  if (typeof schema?.$ref === 'string') {
    const name = schema.$ref.replace(/^#\/(\$defs|definitions)\//, '');
    return root.$defs?.[name] ?? root.definitions?.[name] ?? {};
  }
  return schema ?? {};
}

function stringFor(schema: Schema, options: SchemaOptions): fc.Arbitrary<string> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.const !== undefined) return fc.constant(schema.const as string);
  if (schema.format === 'uuid') {
    const known = options.knownIds ?? [];
    return known.length > 0 ? fc.oneof(fc.constantFrom(...known), fc.uuid()) : fc.uuid();
  }
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberFor(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1000;
  if (schema.type === 'integer') {
    const lo = Math.max(Number.MIN_SAFE_INTEGER, Math.ceil(min));
    const hi = Math.min(Number.MAX_SAFE_INTEGER, Math.floor(max));
    return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 100) }), fc.integer({ min: lo, max: hi }));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values shaped by `schema`; every node is, with weight 1 against `validWeight`, a hostile value
 * instead. The classes of the hostile values used travel with the value.
 */
export function fromSchema(
  schema: Schema,
  options: SchemaOptions = {},
  root: Schema = schema,
  depth = 0,
): fc.Arbitrary<Tagged<unknown>> {
  const wellFormed = wellFormedFrom(resolve(schema, root), options, root, depth);
  return fc.oneof(
    { arbitrary: wellFormed, weight: options.validWeight ?? 6 },
    { arbitrary: hostile, weight: 1 },
  );
}

function merge(parts: Tagged<unknown>[]): readonly string[] {
  return parts.flatMap((part) => part.classes);
}

function wellFormedFrom(
  schema: Schema,
  options: SchemaOptions,
  root: Schema,
  depth: number,
): fc.Arbitrary<Tagged<unknown>> {
  if (depth > 8) return tag(fc.constant(null));
  const child = (s: Schema) => fromSchema(s, options, root, depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    return fc.oneof(
      ...alternatives.map((alternative: Schema) =>
        wellFormedFrom(resolve(alternative, root), options, root, depth),
      ),
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return tag(stringFor(schema, options));
    case 'integer':
    case 'number':
      return tag(numberFor(schema));
    case 'boolean':
      return tag(fc.boolean());
    case 'null':
      return tag(fc.constant(null));
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        const items = schema.prefixItems.map(child) as fc.Arbitrary<Tagged<unknown>>[];
        return fc
          .tuple(...items)
          .map((parts) => ({ value: parts.map((p) => p.value), classes: merge(parts) }));
      }
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc
        .array(child(schema.items ?? {}), { minLength, maxLength })
        .map((parts) => ({ value: parts.map((p) => p.value), classes: merge(parts) }));
    }
    case 'object': {
      const properties: Record<string, Schema> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      const entries = Object.entries(properties).map(([key, property]) =>
        fc
          .tuple(fc.constant(key), child(property), required.has(key) ? fc.constant(true) : fc.boolean())
          .map(([k, v, present]) => ({ key: k, tagged: v, present })),
      );
      const extra = fc.option(
        fc.tuple(fc.string({ maxLength: 12 }), hostile).map(([key, tagged]) => ({ key, tagged })),
        { freq: 8 },
      );
      return fc.tuple(fc.tuple(...entries), extra).map(([parts, added]) => {
        const value: Record<string, unknown> = {};
        const used: Tagged<unknown>[] = [];
        for (const part of parts) {
          if (!part.present) continue;
          value[part.key] = part.tagged.value;
          used.push(part.tagged);
        }
        if (added) {
          Object.defineProperty(value, added.key, {
            value: added.tagged.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
          used.push({ value: null, classes: ['unknown-key', ...added.tagged.classes] });
        }
        return { value, classes: merge(used) };
      });
    }
    default:
      return tag(fc.jsonValue({ maxDepth: 2 }));
  }
}

/** Raw bodies that are not a JSON envelope at all, by class. */
export const HOSTILE_RAW_BODIES: Record<string, readonly string[]> = {
  'not-json': ['{oops', '[', 'undefined', "['single']", '\u0000', '[{}]garbage'],
  'wrong-envelope': ['{}', '"text"', '42', 'null', '[]', '[{}, 1]', '[{}, "q", 3]'],
  'raw-lone-surrogate': ['[{"email":"x\\ud800@example.com"}]', '["\\udfff"]'],
  'raw-deep-nesting': [
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `[${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}]`,
  ],
  'raw-huge-number': ['[{"version": 1e400}]', '[{"limit": 99999999999999999999999}]'],
};
