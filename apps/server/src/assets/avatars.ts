import { pick, seededBytes } from './hash';

export const AVATAR_COUNT = 12;

const BACKGROUNDS = ['#0f766e', '#1d4ed8', '#7c3aed', '#be123c', '#b45309', '#15803d', '#0369a1', '#a21caf', '#4338ca', '#c2410c', '#047857', '#9f1239'];
const SKIN = ['#f8d5b5', '#eec39a', '#d7a477', '#b97f54', '#8d5a3b', '#fde2c8'];
const HAIR = ['#1f2937', '#4b2e1e', '#7c4a1e', '#d4a017', '#9ca3af', '#7f1d1d', '#111827'];
const SHIRT = ['#f59e0b', '#10b981', '#3b82f6', '#ef4444', '#e5e7eb', '#8b5cf6', '#14b8a6'];

function hair(style: number, color: string): string {
  switch (style % 4) {
    case 0:
      return `<path d="M34 52c0-20 14-30 30-30s30 10 30 30c-6-8-16-12-30-12s-24 4-30 12z" fill="${color}"/>`;
    case 1:
      return `<path d="M32 58c-2-24 12-38 32-38s34 14 32 38c-4-10-10-16-16-18-8 6-24 8-40 4-4 4-6 8-8 14z" fill="${color}"/>`;
    case 2:
      return `<path d="M30 70c-4-30 10-50 34-50s38 20 34 50l-6-18c-8-8-20-12-28-12s-22 4-28 12z" fill="${color}"/><path d="M30 70c0 14 4 24 8 28l-2-30z" fill="${color}"/><path d="M98 70c0 14-4 24-8 28l2-30z" fill="${color}"/>`;
    default:
      return `<circle cx="64" cy="22" r="10" fill="${color}"/><path d="M36 54c0-18 12-28 28-28s28 10 28 28c-8-6-18-9-28-9s-20 3-28 9z" fill="${color}"/>`;
  }
}

/** A 128x128 player avatar, one of AVATAR_COUNT, always the same for the same index. */
export function avatarSvg(index: number): string {
  const b = seededBytes(`avatar-${index}`);
  const bg = BACKGROUNDS[(index - 1) % BACKGROUNDS.length] as string;
  const skin = pick(SKIN, b[0] as number);
  const hairColor = pick(HAIR, b[1] as number);
  const shirt = pick(SHIRT, b[2] as number);
  const glasses = (b[3] as number) % 3 === 0;
  const smile = (b[4] as number) % 2 === 0 ? 'M54 76q10 8 20 0' : 'M55 77q9 5 18 0';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">',
    `<rect width="128" height="128" rx="64" fill="${bg}"/>`,
    `<path d="M22 128c4-24 20-36 42-36s38 12 42 36z" fill="${shirt}"/>`,
    `<rect x="56" y="78" width="16" height="18" rx="6" fill="${skin}"/>`,
    `<ellipse cx="64" cy="58" rx="26" ry="30" fill="${skin}"/>`,
    hair(b[5] as number, hairColor),
    '<circle cx="54" cy="60" r="3.2" fill="#1f2937"/><circle cx="74" cy="60" r="3.2" fill="#1f2937"/>',
    glasses
      ? '<g fill="none" stroke="#111827" stroke-width="2.4"><circle cx="54" cy="60" r="8"/><circle cx="74" cy="60" r="8"/><path d="M62 60h4"/></g>'
      : '',
    `<path d="${smile}" fill="none" stroke="#7f1d1d" stroke-width="2.6" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}
