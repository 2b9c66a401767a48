import type { BrandId } from '@site/contract';
import { pick, seededBytes, xml } from './hash';

/**
 * Game and sub-game pictures of each brand's image set, drawn from (brand,
 * code): the brand's palette, a per-game hue shift and motif, the channel
 * code. `gray` is the maintenance version, `hover` the pc hover picture.
 */
const PALETTE: Record<BrandId, { base: number; spread: number; ink: string }> = {
  jade: { base: 158, spread: 50, ink: '#f0fff8' },
  pearl: { base: 255, spread: 45, ink: '#fbf8ff' },
  amber: { base: 36, spread: 40, ink: '#fff8ec' },
};

const MOTIFS = [
  // dice
  '<rect x="-26" y="-26" width="52" height="52" rx="10" fill="#fff" fill-opacity=".9"/><circle cx="-12" cy="-12" r="5"/><circle cx="12" cy="12" r="5"/><circle r="5"/>',
  // star
  '<path d="M0-30l8.8 18 19.7 2.9-14.3 13.9 3.4 19.6L0 15.2l-17.6 9.2 3.4-19.6-14.3-13.9 19.7-2.9z" fill="#fff" fill-opacity=".92"/>',
  // gem
  '<path d="M-28-8l12-16h32l12 16L0 28z" fill="#fff" fill-opacity=".9"/><path d="M-28-8h56L0 28z" fill="#000" fill-opacity=".12"/>',
  // coin
  '<circle r="28" fill="#ffd54a"/><circle r="20" fill="none" stroke="#b8860b" stroke-width="4"/><text y="9" font-size="26" font-weight="700" text-anchor="middle" fill="#b8860b">$</text>',
  // fish
  '<path d="M-30 0c12-18 36-18 46 0-10 18-34 18-46 0zM16 0l16-14v28z" fill="#fff" fill-opacity=".92"/><circle cx="-14" cy="-3" r="3.5"/>',
  // cards
  '<rect x="-24" y="-28" width="34" height="48" rx="5" fill="#fff" transform="rotate(-12)"/><rect x="-8" y="-24" width="34" height="48" rx="5" fill="#fff" fill-opacity=".95" transform="rotate(10)"/><text x="10" y="8" font-size="20" font-weight="700" text-anchor="middle" fill="#c0392b">A</text>',
  // ball
  '<circle r="27" fill="#fff"/><path d="M0-12l11 8-4 13H-7l-4-13z" fill="#222"/>',
];

export type GamePictureVariant = 'icon' | 'gray' | 'hover';

export function gamePictureSvg(brand: BrandId, code: string, variant: GamePictureVariant, size: { w: number; h: number } = { w: 240, h: 240 }): string {
  const b = seededBytes(`game:${brand}:${code}`);
  const look = PALETTE[brand];
  const hue = (look.base + (((b[0] as number) / 255) * 2 - 1) * look.spread + 360) % 360;
  const hue2 = (hue + 25 + ((b[1] as number) % 40)) % 360;
  const motif = pick(MOTIFS, b[2] as number);
  const channel = code.split(/[_-]/)[0] ?? code;
  const { w, h } = size;
  const gray = variant === 'gray' ? ' filter="url(#g)"' : '';
  const light = variant === 'hover' ? '<rect width="100%" height="100%" fill="#fff" fill-opacity=".18"/>' : '';
  const play = variant === 'hover' ? `<circle cx="${w / 2}" cy="${h / 2}" r="30" fill="#000" fill-opacity=".45"/><path d="M${w / 2 - 9} ${h / 2 - 15}v30l24-15z" fill="#fff"/>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 68% 46%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 72% 30%)"/></linearGradient>`,
    '<filter id="g"><feColorMatrix type="saturate" values="0"/></filter>',
    '</defs>',
    `<g${gray}>`,
    `<rect width="${w}" height="${h}" rx="${Math.round(w / 10)}" fill="url(#bg)"/>`,
    `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${w * 0.3}" fill="#fff" fill-opacity=".08"/>`,
    `<g transform="translate(${w / 2} ${h * 0.44}) scale(${(w / 160).toFixed(2)})" fill="#333">${motif}</g>`,
    `<text x="${w / 2}" y="${h * 0.88}" font-family="Arial,Helvetica,sans-serif" font-size="${Math.round(w / 9)}" font-weight="700" text-anchor="middle" fill="${look.ink}">${xml(channel)}</text>`,
    light,
    '</g>',
    play,
    '</svg>',
  ].join('');
}
