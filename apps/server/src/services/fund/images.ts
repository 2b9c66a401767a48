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
 * How many pictures this process decodes and encodes at once (issue 33): more wait their turn, holding
 * only their compressed bytes, so a burst of uploads takes at most this many cores and this many decoded
 * pictures' memory, and the other requests keep theirs.
 */
export const REENCODES_AT_ONCE = 2;

const turns = { running: 0, waiting: [] as Array<() => void> };

/** Runs `work` when fewer than REENCODES_AT_ONCE others run, first come first served. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (turns.running < REENCODES_AT_ONCE) turns.running += 1;
  // Else the one finishing hands its turn over: `running` stays as it is.
  else await new Promise<void>((resolve) => turns.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = turns.waiting.shift();
    if (next) next();
    else turns.running -= 1;
  }
}

/**
 * Decodes an uploaded picture and answers a new file made of its pixels only (issue 17): a JPEG
 * stays a JPEG, a PNG a PNG, a GIF becomes a PNG of its first frame. Whatever else the upload held
 * (HTML or script appended or hidden in comments, EXIF with GPS, ICC profiles, further frames) is
 * not copied: only the decoded pixels are encoded again. The orientation tag is applied first, so
 * a photo taken sideways stays upright without it. A picture of more than 25 megapixels
 * (UPLOAD_LIMITS.maxInputPixels) is refused from its header before any pixel is decoded (a
 * decompression bomb is a few KB claiming gigapixels); a larger edge than 2,560 px is shrunk. At most
 * REENCODES_AT_ONCE pictures are decoded at once (the header is read before waiting for a turn).
 * `expected` is the format the magic bytes named: the decoder must agree, so a file that is one
 * format's header and another's body fails.
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
  return inTurn(async () => {
    try {
      // failOn 'error': a truncated or corrupt picture is refused rather than stored half grey.
      // limitInputPixels: the decoder's own check as well, should a header and the frame disagree.
      const image = sharp(input, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error', pages: 1 })
        .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
        .rotate()
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
      // No withMetadata/keepMetadata: sharp writes none of the input's EXIF, XMP, IPTC or comments.
      if (expected === 'jpeg') return { data: await image.jpeg({ quality: 90 }).toBuffer(), mime: 'image/jpeg' as const };
      return { data: await image.png().toBuffer(), mime: 'image/png' as const };
    } catch {
      throw FundErrors.uploadFormat();
    }
  });
}
