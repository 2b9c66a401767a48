import { seededBytes, xml } from './hash';

export type SponsorKind = 'club' | 'league' | 'archery' | 'esports';

/** Up to three capital letters from an image name: harbourside-fc -> HF. */
export function sponsorInitials(imageName: string): string {
  return imageName
    .split('-')
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);
}

/** The emblem of each kind, drawn around the centre (0,0) in a 200 x 200 box. */
function emblem(kind: SponsorKind, ink: string, accent: string, initials: string): string {
  const label = `<text x="0" y="16" font-family="Arial,Helvetica,sans-serif" font-size="${initials.length > 2 ? 40 : 48}" font-weight="700" text-anchor="middle" fill="${ink}">${xml(initials)}</text>`;
  switch (kind) {
    case 'club':
      // A shield with a band and the initials.
      return [
        `<path d="M-80-90h160v70c0 60-40 95-80 110-40-15-80-50-80-110z" fill="${accent}" stroke="#fff" stroke-width="8"/>`,
        `<path d="M-80-40h160v26h-160z" fill="#fff" fill-opacity=".25"/>`,
        label,
      ].join('');
    case 'league':
      // A round badge ringed with stars.
      return [
        `<circle r="92" fill="${accent}" stroke="#fff" stroke-width="8"/>`,
        [0, 1, 2, 3, 4]
          .map((i) => {
            const a = (-90 + i * 30 - 60) * (Math.PI / 180);
            return `<circle cx="${(Math.cos(a) * 70).toFixed(1)}" cy="${(Math.sin(a) * 70).toFixed(1)}" r="7" fill="#fff"/>`;
          })
          .join(''),
        label,
      ].join('');
    case 'archery':
      // A target with an arrow in it.
      return [
        `<circle r="92" fill="#fff"/><circle r="70" fill="${accent}"/><circle r="48" fill="#fff"/><circle r="26" fill="${accent}"/>`,
        '<path d="M-6 6L90-90" stroke="#1b1b1b" stroke-width="7"/><path d="M90-90l-26 4 22 22z" fill="#1b1b1b"/>',
        `<text x="0" y="86" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#1b1b1b">${xml(initials)}</text>`,
      ].join('');
    case 'esports':
      // A hexagon with a controller pad.
      return [
        `<path d="M0-96l83 48v96L0 96-83 48v-96z" fill="${accent}" stroke="#fff" stroke-width="8"/>`,
        '<rect x="-52" y="-54" width="104" height="44" rx="22" fill="#fff" fill-opacity=".9"/>',
        `<path d="M-32-38v12M-38-32h12" stroke="${accent}" stroke-width="5"/><circle cx="26" cy="-36" r="5" fill="${accent}"/><circle cx="36" cy="-28" r="5" fill="${accent}"/>`,
        label.replace('y="16"', 'y="46"'),
      ].join('');
  }
}

/**
 * A sponsor's banner (800 x 450): a two-tone field with the club's crest, the
 * league's badge, the archery target or the e-sports hexagon, in colours
 * derived from its name (same name, same picture). Our own drawing, no marks of anyone.
 */
export function sponsorSvg(kind: SponsorKind, imageName: string): string {
  const b = seededBytes(`sponsor:${imageName}`);
  const hue = ((b[0] as number) * 360) >> 8;
  const accent = `hsl(${(hue + 180) % 360} 70% 34%)`;
  const stripes = [0, 1, 2, 3, 4, 5]
    .map((i) => `<path d="M${i * 160 - 100} 450L${i * 160 + 60} 0h50L${i * 160 - 50} 450z" fill="#fff" fill-opacity=".07"/>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">',
    `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 70% 40%)"/></linearGradient></defs>`,
    '<rect width="800" height="450" fill="url(#s)"/>',
    stripes,
    `<g transform="translate(400 225)">${emblem(kind, '#fff', accent, sponsorInitials(imageName))}</g>`,
    '</svg>',
  ].join('');
}
