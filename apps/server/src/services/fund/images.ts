import { UPLOAD_LIMITS } from '@site/contract';
import sharp, { type Metadata } from 'sharp';
import { FundErrors } from './errors';
import { UploadErrors } from './upload-errors';

export type StoredMime = 'image/jpeg' | 'image/png';

// Each picture is decoded once: libvips' operation cache would only keep other players' pixels in memory.
sharp.cache(false);

/** A decode that takes longer than this is given up (a crafted file that is slow to decode, not a photo). */
const DECODE_TIMEOUT_SECONDS = 10;

/**
 * Decodes an uploaded picture and answers a new file made of its pixels only (issue 17): a JPEG
 * stays a JPEG, a PNG a PNG, a GIF becomes a PNG of its first frame. Whatever else the upload held
 * (HTML or script appended or hidden in comments, EXIF with GPS, ICC profiles, further frames) is
 * not copied: only the decoded pixels are encoded again. The orientation tag is applied first, so
 * a photo taken sideways stays upright without it. A picture of more than 40 megapixels is refused
 * from its header before any pixel is decoded (a decompression bomb is a few KB claiming
 * gigapixels); a larger edge than 2,560 px is shrunk. `expected` is the format the magic bytes
 * named: the decoder must agree, so a file that is one format's header and another's body fails.
 */
export async function reencodeImage(input: Buffer, expected: 'jpeg' | 'png' | 'gif'): Promise<{ data: Buffer; mime: StoredMime }> {
  let header: Metadata;
  try {
    // The header only (no pixels): the limit is checked here, by our number, not by the decoder's.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw FundErrors.uploadFormat();
  }
  if (header.format !== expected || !header.width || !header.height) throw FundErrors.uploadFormat();
  if (header.width * header.height > UPLOAD_LIMITS.maxInputPixels) throw UploadErrors.tooManyPixels();
  const edge = UPLOAD_LIMITS.maxStoredEdgePx;
  try {
    // failOn 'error': a truncated or corrupt picture is refused rather than stored half grey.
    const image = sharp(input, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error', pages: 1 })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
    // No withMetadata/keepMetadata: sharp writes none of the input's EXIF, XMP, IPTC or comments.
    if (expected === 'jpeg') return { data: await image.jpeg({ quality: 90 }).toBuffer(), mime: 'image/jpeg' };
    return { data: await image.png().toBuffer(), mime: 'image/png' };
  } catch {
    throw FundErrors.uploadFormat();
  }
}
