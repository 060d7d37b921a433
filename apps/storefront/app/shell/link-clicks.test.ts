import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { appPathOf } from './link-clicks.ts';

/** An anchor as the click handler reads it (attributes and target). */
function anchor(attributes: Record<string, string>): HTMLAnchorElement {
  return {
    target: attributes.target ?? '',
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  } as unknown as HTMLAnchorElement;
}

function click(overrides: Partial<MouseEvent> = {}): MouseEvent {
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    ...overrides,
  } as MouseEvent;
}

describe('appPathOf (plain anchors navigating like <Link>)', () => {
  it('takes a plain left click on a path of the shop into the app', () => {
    expect(appPathOf(anchor({ href: '/elektricke-naradie/?page=2' }), click())).toBe(
      '/elektricke-naradie/?page=2',
    );
  });

  it('leaves new tabs, other buttons, handled clicks, downloads and other sites to the browser', () => {
    const shop = { href: '/de/werkzeug/' };
    expect(appPathOf(anchor(shop), click({ ctrlKey: true }))).toBeNull();
    expect(appPathOf(anchor(shop), click({ metaKey: true }))).toBeNull();
    expect(appPathOf(anchor(shop), click({ shiftKey: true }))).toBeNull();
    expect(appPathOf(anchor(shop), click({ button: 1 }))).toBeNull();
    expect(appPathOf(anchor(shop), click({ defaultPrevented: true }))).toBeNull();
    expect(appPathOf(anchor({ ...shop, target: '_blank' }), click())).toBeNull();
    expect(appPathOf(anchor({ ...shop, download: '' }), click())).toBeNull();
    expect(appPathOf(anchor({ href: 'https://www.facebook.com/toolyard' }), click())).toBeNull();
    expect(appPathOf(anchor({ href: '//evil.example/' }), click())).toBeNull();
    expect(appPathOf(anchor({ ...shop, target: '_self' }), click())).toBe('/de/werkzeug/');
  });
});
