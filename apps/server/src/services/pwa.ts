import type { BrandId } from '@site/contract';
import { APP_COLOURS, APP_NAMES } from '../assets/app-icons';

/** The PNG icons committed under apps/server/pwa/ (scripts/pwa-icons.mts renders them). */
export const PWA_ICON_FILES = [
  { size: 192, purpose: 'any', file: (brand: BrandId) => `${brand}-192.png` },
  { size: 512, purpose: 'any', file: (brand: BrandId) => `${brand}-512.png` },
  { size: 192, purpose: 'maskable', file: (brand: BrandId) => `${brand}-maskable-192.png` },
  { size: 512, purpose: 'maskable', file: (brand: BrandId) => `${brand}-maskable-512.png` },
  /** apple-touch-icon: iOS rounds the corners itself, so full bleed like a maskable one. */
  { size: 180, purpose: 'maskable', file: (brand: BrandId) => `${brand}-apple-180.png` },
] as const;

/** Where the icons are served. */
export const PWA_ICON_PREFIX = '/pwa';

/** The web app manifest of a brand (served as /manifest.webmanifest, application/manifest+json). */
export function webManifest(brand: BrandId) {
  const { theme, background } = APP_COLOURS[brand];
  const name = APP_NAMES[brand];
  return {
    id: '/',
    name,
    short_name: name,
    description: 'Sports, live casino, e-sports, lottery, cards, slots and fishing games.',
    lang: 'zh-TW',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: theme,
    background_color: background,
    icons: [
      ...PWA_ICON_FILES.filter((icon) => icon.size !== 180).map((icon) => ({
        src: `${PWA_ICON_PREFIX}/${icon.file(brand)}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
      { src: `${PWA_ICON_PREFIX}/${brand}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
