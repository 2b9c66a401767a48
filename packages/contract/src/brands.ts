/**
 * Brands (DESIGN 6). `platformCode` travels in the platform-code header and
 * picks the sign secret. The secrets ship in the browser bundle: the sign stops
 * casual scripts only, it is not authentication (docs/decisions.md).
 */
export const BRAND_IDS = ['jade', 'pearl', 'amber'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const BRAND_SIGN_SECRETS: Record<BrandId, string> = {
  jade: 'jade-9f2c1e7a4b',
  pearl: 'pearl-3d8b6a0c5e',
  amber: 'amber-71e4c9b2d0',
};

/**
 * The CSS variables each brand overrides on `<html>`. The server writes them into every page it sends
 * (so a page is painted in its brand's colours, with no change when the app starts); the web app and
 * the cashier frame apply them from here (their `applyBrand`).
 */
export const BRAND_TOKENS: Record<BrandId, Readonly<Record<`--${string}`, string>>> = {
  jade: { '--brand-accent': '#2fb48a', '--brand-accent-soft': 'rgba(47, 180, 138, 0.16)' },
  pearl: { '--brand-accent': '#a99bf0', '--brand-accent-soft': 'rgba(169, 155, 240, 0.16)' },
  amber: { '--brand-accent': '#f0a020', '--brand-accent-soft': 'rgba(240, 160, 32, 0.16)' },
};

/** A brand's tokens as an inline `style` declaration list. */
export function brandStyle(brand: BrandId): string {
  return Object.entries(BRAND_TOKENS[brand])
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
