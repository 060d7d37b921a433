/**
 * How a cart's stored lines hang together (spec 000 §3 "custom fields (parent SKU for extra
 * guarantee)"): an extra guarantee belongs to one parent line, at most one per parent, with the
 * parent's quantity, and goes when the parent goes (docs/decisions/068).
 */
import type { StoredLineItem } from './cart.types.ts';

const isGuarantee = (line: StoredLineItem) => line.type === 'extra_guarantee';

/** The product line a guarantee covers (a parent is never a guarantee itself). */
export function parentLineOf(
  lines: readonly StoredLineItem[],
  guarantee: StoredLineItem,
): StoredLineItem | undefined {
  return lines.find((line) => !isGuarantee(line) && line.sku === guarantee.parentSku);
}

/**
 * The lines with every guarantee in line with its parent: the parent's quantity, dropped without a
 * parent, and only the first of several for one parent kept. Applied to every write, and to the
 * read of a cart stored before these rules held.
 */
export function reconcileGuarantees(lines: readonly StoredLineItem[]): StoredLineItem[] {
  const covered = new Set<string>();
  return lines.flatMap((line) => {
    if (!isGuarantee(line)) return [line];
    const parent = parentLineOf(lines, line);
    if (!parent || covered.has(parent.sku)) return [];
    covered.add(parent.sku);
    return [line.quantity === parent.quantity ? line : { ...line, quantity: parent.quantity }];
  });
}

/** The lines without `line`; a product line takes its guarantee with it. */
export function withoutLine(lines: readonly StoredLineItem[], line: StoredLineItem): StoredLineItem[] {
  return lines.filter(
    (candidate) => candidate.id !== line.id && !(!isGuarantee(line) && candidate.parentSku === line.sku),
  );
}
