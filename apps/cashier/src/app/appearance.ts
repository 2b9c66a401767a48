import type { BrandId } from '@site/contract/brands';

/**
 * Brand accents over packages/ui's tokens (tokens.css). The same values as
 * apps/web/src/brands/<id>/index.ts, which the cashier may not import (lint
 * boundary); they belong in packages/ui/src/tokens once that move is made.
 */
const BRAND_TOKENS: Record<BrandId, Record<string, string>> = {
  jade: { '--brand-accent': '#2fb48a', '--brand-accent-soft': 'rgba(47, 180, 138, 0.16)' },
  pearl: { '--brand-accent': '#a99bf0', '--brand-accent-soft': 'rgba(169, 155, 240, 0.16)' },
  amber: { '--brand-accent': '#f0a020', '--brand-accent-soft': 'rgba(240, 160, 32, 0.16)' },
};

/** The host's resolved theme as the class tokens.css keys on. */
export function applyTheme(theme: 'light' | 'dark', root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
}

export function applyBrand(brand: BrandId, root: HTMLElement = document.documentElement): void {
  root.dataset.brand = brand;
  for (const [name, value] of Object.entries(BRAND_TOKENS[brand])) root.style.setProperty(name, value);
}
