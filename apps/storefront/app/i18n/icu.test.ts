/**
 * The small ICU formatter (icu.ts) formats every message of every catalog and override exactly
 * like intl-messageformat, for a spread of counts and placeholder values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessage, UnsupportedMessageError } from './icu.ts';
import { intlLocale } from './translator.ts';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(file);
    return entry.name.endsWith('.json') ? [file] : [];
  });
}

function flatten(tree: unknown, prefix: string, out: Map<string, string>): void {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
}

const ROOT = import.meta.dirname;
const cases = ['messages', 'overrides'].flatMap((kind) =>
  jsonFiles(path.join(ROOT, kind)).flatMap((file) => {
    const folder = path.basename(path.dirname(file));
    const locale = intlLocale(folder.includes('-') ? folder : `${folder}-${folder.toUpperCase()}`);
    const messages = new Map<string, string>();
    flatten(JSON.parse(readFileSync(file, 'utf8')), '', messages);
    return [...messages].map(([key, message]) => ({ locale, key: `${folder}/${key}`, message }));
  }),
);

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 102, 1000, 1.5];

describe('small ICU formatter', () => {
  it('formats every catalog message like intl-messageformat', () => {
    expect(cases.length).toBeGreaterThan(3000);
    const differences: string[] = [];
    for (const { locale, key, message } of cases) {
      const reference = new IntlMessageFormat(message, locale);
      const names = new Set<string>();
      const walk = (
        nodes: { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[],
      ) => {
        for (const node of nodes) {
          if (node.value && node.type !== 0) names.add(node.value);
          for (const option of Object.values(node.options ?? {})) walk(option.value as never);
        }
      };
      walk(reference.getAst() as never);
      const small = compileMessage(message, locale);
      for (const count of names.size ? COUNTS : [0]) {
        const values = Object.fromEntries(
          [...names].map((name) => [name, name === 'count' ? count : `‹${name}›`]),
        );
        const expected = String(reference.format(values));
        const actual = small(values);
        if (actual !== expected) differences.push(`${key} (${count}): ${actual} ≠ ${expected}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('handles quoting, select, offset and ordinals like intl-messageformat', () => {
    const samples = [
      "It''s '{literal}' and '#' {n, plural, one {'#' # item} other {# items}}",
      '{g, select, female {she} male {he} other {they}} {n, plural, offset:1 =0 {none} one {# more} other {# more}}',
      '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      "l'outil n'a pas {x}",
    ];
    for (const sample of samples)
      for (const n of [0, 1, 2, 3, 4, 11, 22, 103])
        for (const g of ['female', 'male', 'x'])
          expect(compileMessage(sample, 'en-GB')({ n, g, x: 'y' })).toBe(
            String(new IntlMessageFormat(sample, 'en-GB').format({ n, g, x: 'y' })),
          );
  });

  it('refuses what it does not support', () => {
    expect(() => compileMessage('{n, number, percent}', 'en')).toThrow(UnsupportedMessageError);
    expect(() => compileMessage('<b>bold</b>', 'en')).toThrow(UnsupportedMessageError);
    expect(() => compileMessage('{n, plural, one {x}}', 'en')).toThrow(UnsupportedMessageError);
    expect(() => compileMessage('{unclosed', 'en')).toThrow(UnsupportedMessageError);
  });
});
