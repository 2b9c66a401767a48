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

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
