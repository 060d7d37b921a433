/**
 * A small ICU MessageFormat formatter for the subset the catalogs use: `{name}` arguments,
 * `{n, plural, …}` / `{n, selectordinal, …}` (offset, `=N`, plural categories, `#`) and
 * `{x, select, …}`, with ICU apostrophe quoting. It replaces intl-messageformat (and its parser,
 * ~11 kB gzip) in the browser bundle; `icu.test.ts` checks that it formats every message of every
 * catalog exactly like intl-messageformat. Anything else (number/date styles, tags) throws
 * `UnsupportedMessageError`, which the translator treats like a message that does not parse.
 */

type Node =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | {
      kind: 'plural' | 'selectordinal' | 'select';
      name: string;
      offset: number;
      options: Record<string, Node[]>;
    };

export class UnsupportedMessageError extends Error {}

export type IcuValues = Readonly<Record<string, unknown>>;
export type CompiledMessage = (values?: IcuValues) => string;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

function rules(locale: string, type: 'cardinal' | 'ordinal'): Intl.PluralRules {
  const cacheKey = `${locale}|${type}`;
  let result = pluralRules.get(cacheKey);
  if (!result) {
    result = new Intl.PluralRules(locale, { type });
    pluralRules.set(cacheKey, result);
  }
  return result;
}

class Parser {
  private i = 0;
  constructor(private readonly source: string) {}

  private fail(reason: string): never {
    throw new UnsupportedMessageError(`${reason} at ${this.i} in "${this.source}"`);
  }

  private spaces(): void {
    while (/\s/.test(this.source[this.i] ?? '')) this.i++;
  }

  private identifier(): string {
    this.spaces();
    const match = /^[^\s{}#,'<>=]+/.exec(this.source.slice(this.i));
    if (!match) this.fail('expected a name');
    this.i += match[0].length;
    this.spaces();
    return match[0];
  }

  /** Text and arguments up to an unmatched `}` (nested) or the end (top level). */
  message(inPlural: boolean, nested: boolean): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (this.i < this.source.length) {
      const char = this.source[this.i] ?? '';
      if (char === '}') {
        if (!nested) this.fail('unmatched }');
        break;
      }
      if (char === '{') {
        flush();
        nodes.push(this.argument());
      } else if (char === '#' && inPlural) {
        flush();
        nodes.push({ kind: 'pound' });
        this.i++;
      } else if (char === '<' && /[a-zA-Z/]/.test(this.source[this.i + 1] ?? '')) {
        this.fail('tags are not supported');
      } else if (char === "'") {
        text += this.quoted(inPlural);
      } else {
        text += char;
        this.i++;
      }
    }
    if (nested && this.source[this.i] !== '}') this.fail('missing }');
    flush();
    return nodes;
  }

  /** ICU apostrophes: '' is one ', '{…' quotes syntax characters up to the next single '. */
  private quoted(inPlural: boolean): string {
    const next = this.source[this.i + 1] ?? '';
    if (next === "'") {
      this.i += 2;
      return "'";
    }
    if (!(next === '{' || next === '}' || next === '<' || next === '>' || (next === '#' && inPlural))) {
      this.i++;
      return "'";
    }
    this.i++;
    let text = '';
    while (this.i < this.source.length) {
      const char = this.source[this.i] ?? '';
      if (char === "'") {
        if (this.source[this.i + 1] === "'") {
          text += "'";
          this.i += 2;
          continue;
        }
        this.i++;
        return text;
      }
      text += char;
      this.i++;
    }
    return text;
  }

  private argument(): Node {
    this.i++; // {
    const name = this.identifier();
    if (this.source[this.i] === '}') {
      this.i++;
      return { kind: 'arg', name };
    }
    if (this.source[this.i] !== ',') this.fail('expected , or }');
    this.i++;
    const type = this.identifier();
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select')
      this.fail(`argument type ${type} is not supported`);
    if (this.source[this.i] !== ',') this.fail('expected ,');
    this.i++;
    this.spaces();
    let offset = 0;
    const offsetMatch = /^offset:\s*(\d+)/.exec(this.source.slice(this.i));
    if (offsetMatch && type !== 'select') {
      offset = Number(offsetMatch[1]);
      this.i += offsetMatch[0].length;
      this.spaces();
    }
    const options: Record<string, Node[]> = {};
    while (this.source[this.i] !== '}') {
      if (this.i >= this.source.length) this.fail('missing }');
      const selector = /^=?[^\s{}#,'<>=]+/.exec(this.source.slice(this.i))?.[0];
      if (!selector) this.fail('expected a selector');
      this.i += selector.length;
      this.spaces();
      if (this.source[this.i] !== '{') this.fail('expected {');
      this.i++;
      options[selector] = this.message(type !== 'select', true);
      this.i++; // }
      this.spaces();
    }
    this.i++;
    if (!options.other) this.fail('missing other');
    return { kind: type, name, offset, options };
  }
}

function render(nodes: readonly Node[], locale: string, values: IcuValues, pound: number | null): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    if (node.kind === 'pound') {
      out += pound === null ? '#' : numberFormat(locale).format(pound);
      continue;
    }
    if (!(node.name in values))
      throw new Error(`The intl string context variable "${node.name}" was not provided`);
    const value = values[node.name];
    if (node.kind === 'arg') {
      out +=
        typeof value === 'string' || typeof value === 'number' ? String(value) : value ? String(value) : '';
    } else if (node.kind === 'select') {
      out += render(node.options[String(value)] ?? node.options.other ?? [], locale, values, pound);
    } else {
      const n = value as number;
      let option = node.options[`=${value}`];
      if (!option) {
        const category = rules(locale, node.kind === 'plural' ? 'cardinal' : 'ordinal').select(
          n - node.offset,
        );
        option = node.options[category] ?? node.options.other;
      }
      out += render(option ?? [], locale, values, n - node.offset);
    }
  }
  return out;
}

/** Parses once; the result formats with the given values. Throws UnsupportedMessageError. */
export function compileMessage(message: string, locale: string): CompiledMessage {
  const nodes = new Parser(message).message(false, false);
  if (nodes.every((node) => typeof node === 'string')) {
    const text = nodes.join('');
    return () => text;
  }
  return (values = {}) => render(nodes, locale, values, null);
}
