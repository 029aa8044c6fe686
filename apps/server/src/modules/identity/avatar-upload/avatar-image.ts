import { avatarUploadLimits } from '@app/contracts';
import sharp from 'sharp';

/** Pictures with more pixels are refused before decoding (a small file can declare a huge image). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded picture as the avatar the site keeps: png or jpg only (read from its bytes, not its
 * name), decoded and encoded again as a square PNG, so only pixels survive (no metadata, nothing
 * hidden after the image). Null for anything else or anything that does not decode.
 */
export async function avatarImage(bytes: Buffer): Promise<Buffer | null> {
  try {
    const header = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
    if (header.format !== 'png' && header.format !== 'jpeg') return null;
    if (header.width * header.height > MAX_INPUT_PIXELS) return null;
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(avatarUploadLimits.side, avatarUploadLimits.side, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
