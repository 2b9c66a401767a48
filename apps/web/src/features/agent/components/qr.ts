import { encode } from 'uqr';

/** The invite link's QR code as one SVG path (uqr, loaded with this module after the page). */
export function qrPath(value: string): { path: string; count: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { path, count: size };
}
