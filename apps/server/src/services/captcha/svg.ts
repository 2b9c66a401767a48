import { randomInt } from 'node:crypto';

/**
 * Captcha pictures as SVG. An SVG keeps its drawing in text, so these stop
 * casual scripts only, like the request sign; a real deployment plugs in a
 * provider (docs/decisions.md).
 */

/** No look-alikes: no 0/O, 1/I/L, 2/Z, 5/S, 8/B. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

const DARK = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#831843', '#0f172a', '#9a3412'];
const LIGHT = ['#fef3c7', '#e0f2fe', '#f1f5f9', '#ecfccb', '#fae8ff'];

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const between = (min: number, max: number): number => min + randomInt(max - min + 1);

export function randomCaptchaCode(length = 4): string {
  let out = '';
  for (let i = 0; i < length; i++) out += pick([...CAPTCHA_ALPHABET]);
  return out;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** 120 x 40: noise lines and dots behind and over four rotated characters. */
export function graphicSvg(code: string): string {
  const width = 120;
  const height = 40;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${pick(LIGHT)}"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${between(0, 30)} ${between(0, height)} Q${between(30, 90)} ${between(0, height)} ${between(90, width)} ${between(0, height)}" stroke="${pick(DARK)}" stroke-opacity="0.5" stroke-width="${between(1, 2)}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 25; i++) {
    parts.push(`<circle cx="${between(0, width)}" cy="${between(0, height)}" r="1" fill="${pick(DARK)}" fill-opacity="0.6"/>`);
  }
  [...code].forEach((char, i) => {
    const x = 16 + i * 26 + between(-3, 3);
    const y = 28 + between(-3, 3);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana,Arial,sans-serif" font-size="${between(22, 27)}" font-weight="700" fill="${pick(DARK)}" text-anchor="middle" transform="rotate(${between(-28, 28)} ${x} ${y - 8})">${char}</text>`,
    );
  });
  for (let i = 0; i < 2; i++) {
    parts.push(`<line x1="0" y1="${between(8, 32)}" x2="${width}" y2="${between(8, 32)}" stroke="${pick(DARK)}" stroke-opacity="0.35" stroke-width="1.5"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export const SLIDER = { width: 320, height: 160, piece: 44 } as const;

export interface SliderPictures {
  gapX: number;
  pieceY: number;
  background: string;
  piece: string;
}

/** A generated landscape of shapes with a dark gap where the piece belongs. */
export function sliderSvgs(): SliderPictures {
  const { width, height, piece } = SLIDER;
  const gapX = between(piece + 40, width - piece - 10);
  const pieceY = between(10, height - piece - 10);
  const hue = between(0, 359);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const fill = `hsl(${(hue + between(0, 120)) % 360} ${between(40, 80)}% ${between(35, 70)}%)`;
    shapes.push(
      i % 2 === 0
        ? `<circle cx="${between(0, width)}" cy="${between(0, height)}" r="${between(10, 45)}" fill="${fill}" fill-opacity="0.7"/>`
        : `<polygon points="${between(0, width)},${between(0, height)} ${between(0, width)},${between(0, height)} ${between(0, width)},${between(0, height)}" fill="${fill}" fill-opacity="0.6"/>`,
    );
  }
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 80%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 45%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}<rect x="${gapX}" y="${pieceY}" width="${piece}" height="${piece}" rx="8" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/></svg>`;
  const pieceSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}" viewBox="0 0 ${piece} ${piece}"><defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect x="1" y="1" width="${piece - 2}" height="${piece - 2}" rx="8" fill="url(#p)" stroke="#fff" stroke-width="2"/></svg>`;
  return { gapX, pieceY, background, piece: pieceSvg };
}
