import type { BrandId } from '@site/contract';

/**
 * The installable app's icons (PWA manifest, apple-touch-icon): each brand's
 * emblem (the same drawing as apps/web/src/brands/<id>/emblem.svg, 40 x 40)
 * on the dark background token. `scripts/pwa-icons.mts` renders these to the
 * committed PNG files (apps/server/pwa/); the server serves the SVG as it is.
 */
const EMBLEMS: Record<BrandId, string> = {
  jade:
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe7a1"/><stop offset=".5" stop-color="#e2b84f"/><stop offset="1" stop-color="#a8771f"/></linearGradient><radialGradient id="c" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#6be3bb"/><stop offset="1" stop-color="#0f6f51"/></radialGradient></defs><path d="M20 2 36 11.5v17L20 38 4 28.5v-17Z" fill="url(#g)"/><path d="M20 7.5 31.2 14v12L20 32.5 8.8 26V14Z" fill="url(#c)"/><path d="M20 7.5 31.2 14 20 20.5 8.8 14Z" fill="#fff" fill-opacity=".28"/><path d="M20 20.5V32.5L8.8 26V14Z" fill="#000" fill-opacity=".12"/>',
  pearl:
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe7a1"/><stop offset=".5" stop-color="#e2b84f"/><stop offset="1" stop-color="#a8771f"/></linearGradient><radialGradient id="c" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#f5f0ff"/><stop offset="1" stop-color="#7b6fd0"/></radialGradient></defs><circle cx="20" cy="20" r="18" fill="url(#g)"/><circle cx="20" cy="20" r="13.5" fill="url(#c)"/><ellipse cx="15.5" cy="14.5" rx="4.5" ry="3" fill="#fff" fill-opacity=".75"/>',
  amber:
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe7a1"/><stop offset=".5" stop-color="#e2b84f"/><stop offset="1" stop-color="#a8771f"/></linearGradient><radialGradient id="c" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffc078"/><stop offset="1" stop-color="#b85a0c"/></radialGradient></defs><path d="M20 2c7 9 15 15 15 23a15 15 0 0 1-30 0C5 17 13 11 20 2Z" fill="url(#g)"/><path d="M20 8.5c5 6.6 10.3 11.2 10.3 16.6a10.3 10.3 0 0 1-20.6 0C9.7 19.7 15 15.1 20 8.5Z" fill="url(#c)"/><ellipse cx="16" cy="22" rx="2.6" ry="4.2" fill="#fff" fill-opacity=".4"/>',
};

/** Colours of the manifest: the brand accent (apps/web/src/brands/<id>/index.ts tokens) and --color-bg of the default dark theme. */
export const APP_COLOURS: Record<BrandId, { theme: string; background: string }> = {
  jade: { theme: '#2fb48a', background: '#0c0d11' },
  pearl: { theme: '#a99bf0', background: '#0c0d11' },
  amber: { theme: '#f0a020', background: '#0c0d11' },
};

/** The app's name per brand (the word marks of assets/icons.ts). */
export const APP_NAMES: Record<BrandId, string> = { jade: 'JADE', pearl: 'PEARL', amber: 'AMBER' };

/**
 * A 512 x 512 icon. `any`: rounded square, the emblem large. `maskable`: a
 * full-bleed square with the emblem inside the central safe zone (a circle of
 * 40 % radius), so any mask shape the platform applies keeps it whole.
 */
export function appIconSvg(brand: BrandId, purpose: 'any' | 'maskable'): string {
  const { background } = APP_COLOURS[brand];
  const [scale, offset] = purpose === 'maskable' ? [6.4, 128] : [9.6, 64];
  const field = purpose === 'maskable' ? `<rect width="512" height="512" fill="${background}"/>` : `<rect width="512" height="512" rx="112" fill="${background}"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    field,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${EMBLEMS[brand]}</g>`,
    '</svg>',
  ].join('');
}
