import { isBrandId, type BrandId } from '@site/contract/brands';

export const DEFAULT_BRAND: BrandId = 'jade';

/** The brand comes from <meta name="site-brand" content="jade|pearl|amber"> injected by the server. */
export function readBrandFromDocument(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): BrandId {
  const value = doc?.querySelector('meta[name="site-brand"]')?.getAttribute('content')?.trim();
  return isBrandId(value) ? value : DEFAULT_BRAND;
}

let current: BrandId | null = null;

export function currentBrandId(): BrandId {
  if (current === null) current = readBrandFromDocument();
  return current;
}

/** The server's renderer: the brand of the page it renders (the browser reads its meta instead). */
export function setCurrentBrand(brand: BrandId): void {
  current = brand;
}

/** Tests only: pretend the page was served for another brand. */
export function setBrandForTests(brand: BrandId | null): void {
  current = brand;
}
