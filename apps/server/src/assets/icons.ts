import type { BrandId } from '@site/contract';
import { seededBytes, xml } from './hash';

const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`;

/** Official-media icons (generic marks in each network's colour, not their trademarks). */
export const MEDIA_ICONS: Record<string, { color: string; glyph: string }> = {
  facebook: { color: '#1877f2', glyph: '<path d="M54 100V68h-10V56h10v-9c0-10 6-16 15-16 4 0 8 .5 9 .7V42h-6c-5 0-6 2.4-6 6v8h12l-2 12H66v32z" fill="#fff"/>' },
  instagram: {
    color: '#d62976',
    glyph: '<rect x="34" y="34" width="60" height="60" rx="18" fill="none" stroke="#fff" stroke-width="7"/><circle cx="64" cy="64" r="14" fill="none" stroke="#fff" stroke-width="7"/><circle cx="82" cy="46" r="4" fill="#fff"/>',
  },
  youtube: { color: '#ff0000', glyph: '<rect x="26" y="38" width="76" height="52" rx="14" fill="#fff"/><path d="M56 50v28l24-14z" fill="#ff0000"/>' },
  line: {
    color: '#06c755',
    glyph: '<path d="M64 30c-22 0-40 14-40 31 0 15 14 28 33 31 3 1 2 4 1 9 0 2 2 3 4 2 14-8 34-20 40-33 2-3 2-6 2-9 0-17-18-31-40-31z" fill="#fff"/><text x="64" y="70" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#06c755">LINE</text>',
  },
  telegram: { color: '#229ed9', glyph: '<path d="M28 62l66-26c3-1 6 1 5 5l-11 52c-1 4-4 5-7 3L64 84l-9 9c-1 1-3 1-3-1l1-14 30-27-37 23-16-5c-4-1-4-4-2-5z" fill="#fff"/>' },
  x: { color: '#111111', glyph: '<path d="M36 34h16l14 20 17-20h8L70 58l24 36H78L63 72 44 94h-8l23-27z" fill="#fff"/>' },
};

export function mediaIconSvg(name: string): string | undefined {
  const icon = MEDIA_ICONS[name];
  if (!icon) return undefined;
  return `${svgOpen(128, 128)}<rect width="128" height="128" rx="28" fill="${icon.color}"/>${icon.glyph}</svg>`;
}

/**
 * A QR-code-looking 29x29 module picture (finder and timing patterns, modules
 * from a hash of the text). It is decoration for the demo, not a scannable code.
 */
export function qrSvg(text: string): string {
  const n = 29;
  const bits = seededBytes(`qr:${text}`, Math.ceil((n * n) / 8));
  const dark = (x: number, y: number): boolean => {
    const finder = (fx: number, fy: number) => {
      const dx = x - fx;
      const dy = y - fy;
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return undefined;
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      return ring !== 2;
    };
    const f = finder(0, 0) ?? finder(n - 7, 0) ?? finder(0, n - 7);
    if (f !== undefined) return f;
    if ((x === 7 || y === 7) && (x < 8 || y < 8)) return false;
    if (x === n - 8 && y < 8) return false;
    if (y === n - 8 && x < 8) return false;
    if (x === 6 || y === 6) return (x + y) % 2 === 0;
    const i = y * n + x;
    return (((bits[i >> 3] as number) >> (i & 7)) & 1) === 1;
  };
  const rects: string[] = [];
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (dark(x, y)) rects.push(`M${x + 2} ${y + 2}h1v1h-1z`);
  const size = n + 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 4}" height="${size * 4}" shape-rendering="crispEdges"><rect width="${n + 4}" height="${n + 4}" fill="#fff"/><path d="${rects.join('')}" fill="#000"/></svg>`;
}

const BRAND_LOOK: Record<BrandId, { name: string; main: string; accent: string }> = {
  jade: { name: 'JADE', main: '#0f9f6e', accent: '#b7f7d8' },
  pearl: { name: 'PEARL', main: '#8b7fd6', accent: '#f5f0ff' },
  amber: { name: 'AMBER', main: '#e08a00', accent: '#ffe7b0' },
};

/** The brand's logo: a faceted gem and the word mark; h5 is the compact square form. */
export function logoSvg(brand: BrandId, variant: 'pc' | 'h5'): string {
  const look = BRAND_LOOK[brand];
  const gem = `<path d="M8 22l10-12h28l10 12-24 30z" fill="${look.main}"/><path d="M8 22h48L32 52zM18 10l6 12 8-12 8 12 6-12" fill="${look.accent}" fill-opacity=".45"/>`;
  if (variant === 'h5') return `${svgOpen(64, 64)}<g transform="translate(0 2)">${gem}</g></svg>`;
  return `${svgOpen(200, 64)}${gem}<text x="66" y="42" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" letter-spacing="2" fill="${look.main}">${look.name}</text></svg>`;
}

const CURRENCY_LOOK: Record<string, { symbol: string; color: string }> = {
  NTD: { symbol: 'NT$', color: '#c8102e' },
  USDT: { symbol: '₮', color: '#26a17b' },
};

export function currencySvg(code: string): string | undefined {
  const look = CURRENCY_LOOK[code];
  if (!look) return undefined;
  const size = look.symbol.length > 1 ? 22 : 36;
  return `${svgOpen(64, 64)}<circle cx="32" cy="32" r="30" fill="${look.color}"/><text x="32" y="${32 + size / 2.8}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff">${xml(look.symbol)}</text></svg>`;
}

/** A 750x300 advert banner: gradient, soft shapes and the headline. */
export function bannerSvg(slug: string, headline: string): string {
  const b = seededBytes(`banner:${slug}`);
  const hue = ((b[0] as number) * 360) >> 8;
  const hue2 = (hue + 40 + ((b[1] as number) % 60)) % 360;
  const circles = [0, 1, 2, 3, 4]
    .map((i) => {
      const cx = 380 + ((b[2 + i] as number) / 255) * 360;
      const cy = ((b[8 + i] as number) / 255) * 300;
      const r = 30 + ((b[14 + i] as number) % 90);
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r}" fill="#fff" fill-opacity=".12"/>`;
    })
    .join('');
  return [
    svgOpen(750, 300),
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 55%)"/></linearGradient></defs>`,
    '<rect width="750" height="300" fill="url(#g)"/>',
    circles,
    `<text x="96" y="168" font-family="Arial,Helvetica,sans-serif" font-size="44" font-weight="700" fill="#fff">${xml(headline)}</text>`,
    '</svg>',
  ].join('');
}

/** A label's rough width in ems: CJK one each, Thai marks above or below nothing, the rest about half. */
export function labelEms(text: string): number {
  let ems = 0;
  for (const ch of text) {
    if (/[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/.test(ch)) continue;
    ems += /[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(ch) ? 1 : 0.56;
  }
  return ems;
}

/** A 120x120 float activity badge: a round gift mark over the title (a long title set smaller, and squeezed if still too wide). */
export function floatBadgeSvg(code: string, title: string): string {
  const b = seededBytes(`float:${code}`);
  const hue = ((b[0] as number) * 360) >> 8;
  // The label sits on a chord about 96 px wide: a long one gets a smaller size and, if still
  // too wide, is squeezed to 84 px (never stretched, so a short one keeps its natural spacing).
  const ems = labelEms(title);
  const size = ems * 15 > 84 ? 13 : 15;
  const fit = ems * size > 84 ? ' textLength="84" lengthAdjust="spacingAndGlyphs"' : '';
  return [
    svgOpen(120, 120),
    `<defs><radialGradient id="f" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="hsl(${hue} 85% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 80% 38%)"/></radialGradient></defs>`,
    '<circle cx="60" cy="60" r="58" fill="url(#f)"/>',
    '<rect x="38" y="30" width="44" height="34" rx="4" fill="#fff" fill-opacity=".9"/><rect x="56" y="30" width="8" height="34" fill="#f5c542"/><path d="M60 30c-8-12-20-8-16 0zM60 30c8-12 20-8 16 0z" fill="#f5c542"/>',
    `<text x="60" y="90" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff"${fit}>${xml(title)}</text>`,
    '</svg>',
  ].join('');
}
