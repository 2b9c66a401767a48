import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real pictures for the upload tests, made with sharp: the server decodes every upload, so a
 * signature followed by padding no longer passes. Small, so a test stays fast.
 */
export async function picture(format: 'jpeg' | 'png' | 'gif', width = 3, height = 2): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : format === 'png' ? image.png().toBuffer() : image.gif().toBuffer();
}

/** A JPEG whose EXIF holds a GPS position (Taipei 101; IFD3 is libvips' name for the GPS directory) and a camera make, as a phone writes it. */
export async function jpegWithGps(width = 4, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 33/1 0/1' } })
    .toBuffer();
}

export const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A PNG chunk: length, type, data and the CRC the format asks for. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header claiming `width` x `height` one-bit pixels with a few
 * hundred bytes of deflated zeros behind it. Decoding it in full would take width*height bytes.
 */
export function pngBomb(width = 10_000, height = 8_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * 64));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A whole, valid PNG of `width` x `height` one-bit pixels, all black: a few KB that decode to that many
 * pixels (issue 33: small and highly compressed, yet as costly to decode as a photo of its size).
 */
export function flatPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A GIF with a script in a comment extension right after its header (GIF89a, then the payload). */
export async function gifWithScript(): Promise<Buffer> {
  const gif = await picture('gif');
  // Header (6) + logical screen descriptor (7) + the global colour table the flags announce.
  const flags = gif[10] ?? 0;
  const tableEnd = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const text = Buffer.from(`*/=1;alert(1);/*${HTML_PAYLOAD}`, 'latin1').subarray(0, 255);
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, tableEnd), comment, gif.subarray(tableEnd)]);
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}
