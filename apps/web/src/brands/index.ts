import type { BrandId } from '@site/contract/brands';
import { currentBrandId } from '../shared/brand';
import { amber } from './amber';
import { jade } from './jade';
import { pearl } from './pearl';
import type { BrandConfig } from './types';

export type { BrandConfig, BrandImages, SideMenuItem, FooterMenuItem } from './types';

/** The configs are tiny; each brand's images are in their own chunk (BrandConfig.loadImages). */
export const BRANDS: Record<BrandId, BrandConfig> = { jade, pearl, amber };

export function currentBrand(): BrandConfig {
  return BRANDS[currentBrandId()];
}

/** Marks <html> with the brand and applies its tokens. */
export function applyBrand(brand: BrandConfig, root: HTMLElement = document.documentElement): void {
  root.dataset.brand = brand.id;
  for (const [name, value] of Object.entries(brand.tokens)) root.style.setProperty(name, value);
}
