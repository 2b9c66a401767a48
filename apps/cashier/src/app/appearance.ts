import { BRAND_TOKENS, type BrandId } from '@site/contract/brands';

/** The host's resolved theme as the class tokens.css keys on. */
export function applyTheme(theme: 'light' | 'dark', root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
}

/** The brand's accents over packages/ui's tokens (tokens.css), the same the site's pages carry. */
export function applyBrand(brand: BrandId, root: HTMLElement = document.documentElement): void {
  root.dataset.brand = brand;
  for (const [name, value] of Object.entries(BRAND_TOKENS[brand])) root.style.setProperty(name, value);
}
