import { BRAND_TOKENS, type BrandId } from '@site/contract/brands';
import { currentBrandId } from '../shared/brand';
import { amber } from './amber';
import { jade } from './jade';
import { pearl } from './pearl';
import type { BrandConfig } from './types';

export type { BrandConfig, BrandImages, SideMenuItem, PlayerMenuItem, FooterMenuItem } from './types';

/** The configs are tiny; each brand's images are in their own chunk (BrandConfig.loadImages). */
export const BRANDS: Record<BrandId, BrandConfig> = { jade, pearl, amber };

export function currentBrand(): BrandConfig {
  return BRANDS[currentBrandId()];
}

/**
 * Marks <html> with the brand and applies its colours (BRAND_TOKENS). The server's page already carries them: writing
 * them again, even unchanged, would make the browser recompute every element's style (issue 22).
 */
export function applyBrand(brand: BrandConfig, root: HTMLElement = document.documentElement): void {
  if (root.dataset.brand !== brand.id) root.dataset.brand = brand.id;
  for (const [name, value] of Object.entries(BRAND_TOKENS[brand.id])) if (root.style.getPropertyValue(name).trim() !== value) root.style.setProperty(name, value);
}
