import { encode } from 'uqr';

/**
 * The QR code of a text (uqr, loaded with this module on demand): the dark
 * modules as one SVG path, and a PNG for saving. Dark on white whatever the
 * theme: scanners need the contrast.
 */
export interface QrShape {
  path: string;
  count: number;
}

function modules(value: string) {
  return encode(value, { ecc: 'M', border: 2 });
}

export function qrShape(value: string): QrShape {
  const { data, size } = modules(value);
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { path, count: size };
}

/** A PNG of the code, `scale` pixels per module; rejects when the browser cannot draw or encode it. */
export async function qrPng(value: string, scale = 8): Promise<Blob> {
  const { data, size } = modules(value);
  const canvas = document.createElement('canvas');
  canvas.width = size * scale;
  canvas.height = size * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    }),
  );
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('png encoding failed');
  return blob;
}

/** Saves a blob under a file name through a temporary link (in a click handler). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
