/**
 * The token pairs the stylesheets put text on (styles.css, blocks.css, account.css, product.css)
 * meet WCAG AA: 4.5:1 for text, 3:1 for form-field borders. A token changed to a paler or darker
 * value fails here before axe meets it on one page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const tokens = new Map(
  [...source.matchAll(/--(color-[a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, hex]) => [name, hex]),
);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** [text or border token, background token, minimum ratio] as the stylesheets pair them. */
const PAIRS: [string, string, number][] = [
  ['color-ink', 'color-paper', 4.5],
  ['color-ink', 'color-sand', 4.5],
  ['color-ink-2', 'color-paper', 4.5],
  ['color-muted', 'color-paper', 4.5],
  ['color-muted', 'color-sand', 4.5],
  ['color-muted', 'color-line', 4.5],
  ['color-accent-text', 'color-paper', 4.5],
  ['color-accent-text', 'color-sand', 4.5],
  ['color-ink', 'color-accent', 4.5],
  ['color-ink', 'color-accent-hover', 4.5],
  ['color-paper', 'color-ink', 4.5],
  ['color-paper', 'color-ink-2', 4.5],
  ['color-on-ink-muted', 'color-ink', 4.5],
  ['color-on-ink-muted', 'color-ink-2', 4.5],
  ['color-accent', 'color-ink', 4.5],
  ['color-paper', 'color-accent-text', 4.5],
  ['color-paper', 'color-muted', 4.5],
  ['color-paper', 'color-danger', 4.5],
  ['color-paper', 'color-success', 4.5],
  ['color-danger', 'color-paper', 4.5],
  ['color-danger', 'color-danger-bg', 4.5],
  ['color-success', 'color-paper', 4.5],
  ['color-success', 'color-success-bg', 4.5],
  ['color-warning', 'color-paper', 4.5],
  ['color-warning', 'color-warning-bg', 4.5],
  ['color-ink', 'color-info-bg', 4.5],
  ['color-ink', 'color-warning-bg', 4.5],
  ['color-line-strong', 'color-paper', 3],
];

describe('design tokens', () => {
  it('reads every colour token of tokens.css', () => {
    expect(tokens.size).toBeGreaterThanOrEqual(20);
    expect(tokens.get('color-accent')).toBe('#ff6a00');
  });

  it.each(PAIRS)('%s on %s reaches %d:1', (foreground, background, minimum) => {
    const fg = tokens.get(foreground);
    const bg = tokens.get(background);
    expect(fg && bg, `${foreground} / ${background} defined`).toBeTruthy();
    expect(contrast(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(minimum);
  });
});
