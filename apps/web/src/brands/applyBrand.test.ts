import { brandStyle } from '@site/contract/brands';
import { describe, expect, it } from 'vitest';
import { applyBrand, BRANDS } from './index';

function root(attributes = ''): HTMLElement {
  const doc = document.implementation.createHTMLDocument('');
  const element = doc.documentElement;
  if (attributes) for (const [name, value] of Object.entries(JSON.parse(attributes) as Record<string, string>)) element.setAttribute(name, value);
  return element;
}

function mutationsOf(element: HTMLElement, change: () => void): number {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(element, { attributes: true });
  change();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records.length;
}

describe('applyBrand', () => {
  it("leaves <html> untouched when the server's page already carries the brand (no style recomputed)", () => {
    const html = root(JSON.stringify({ 'data-brand': 'pearl', style: brandStyle('pearl') }));
    expect(mutationsOf(html, () => applyBrand(BRANDS.pearl, html))).toBe(0);
  });

  it("writes the brand's mark and colours when the page carries another brand's or none", () => {
    const html = root(JSON.stringify({ 'data-brand': 'jade', style: brandStyle('jade') }));
    expect(mutationsOf(html, () => applyBrand(BRANDS.amber, html))).toBeGreaterThan(0);
    expect(html.dataset.brand).toBe('amber');
    expect(html.style.getPropertyValue('--brand-accent')).toBe('#f0a020');
    const bare = root();
    applyBrand(BRANDS.jade, bare);
    expect(bare.dataset.brand).toBe('jade');
    expect(bare.style.getPropertyValue('--brand-accent-soft')).toBe('rgba(47, 180, 138, 0.16)');
  });
});
