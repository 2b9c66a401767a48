import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  value: string;
  /** The accessible name (the code itself is not readable by a screen reader): e.g. 'QR code of the address'. */
  label: string;
  size?: number;
}

/**
 * A QR code as SVG (uqr: encode only, the modules drawn here as one path, no
 * innerHTML). Dark modules on white whatever the theme: scanners need the
 * contrast, so the quiet zone is white too.
 */
export function QrCode({ value, label, size = 168 }: QrCodeProps) {
  const { path, count } = useMemo(() => {
    const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, count: modules };
  }, [value]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges" style={{ background: '#fff', borderRadius: 8 }}>
      <path d={path} fill="#000" />
    </svg>
  );
}
