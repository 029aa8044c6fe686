import { proofImageLimits } from '@app/contracts';
import sharp from 'sharp';
import { keyedError } from '../../../lib/app-errors.js';
import { detectImageType, type ImageType } from './image-type.js';

/** Largest side of a stored proof image; bigger pictures are scaled down (a phone screenshot fits). */
export const PROOF_MAX_SIDE = 4096;
/** Pictures with more pixels are refused before decoding (a small file can declare a huge image). */
export const PROOF_MAX_INPUT_PIXELS = 40_000_000;

export type ProofImage = ImageType & { bytes: Buffer };
export type ProofImageResult =
  { ok: true; image: ProofImage } | { ok: false; reason: 'invalid' | 'too_large' };

/**
 * Decodes an uploaded proof and encodes it again in its own format: only pixels survive, so no
 * metadata (EXIF, GPS, comments, ICC) and no bytes hidden after or inside the image (a PNG header
 * followed by HTML does not decode). Turned upright by its EXIF orientation first, scaled down to
 * PROOF_MAX_SIDE.
 */
export async function reencodeProofImage(bytes: Buffer): Promise<ProofImageResult> {
  const type = detectImageType(bytes);
  if (!type) return { ok: false, reason: 'invalid' };
  try {
    // The header alone first: its size is told apart from a broken file, before any pixel is decoded.
    const header = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
    if (header.format !== (type.extension === 'png' ? 'png' : 'jpeg'))
      return { ok: false, reason: 'invalid' };
    if (header.width * header.height > PROOF_MAX_INPUT_PIXELS) return { ok: false, reason: 'too_large' };
    const upright = sharp(bytes, { failOn: 'error', limitInputPixels: PROOF_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PROOF_MAX_SIDE, height: PROOF_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = type.extension === 'png' ? upright.png() : upright.jpeg({ quality: 85, mozjpeg: true });
    return { ok: true, image: { ...type, bytes: await encoded.toBuffer() } };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/** Response headers of a stored proof image: its type, shown inline under a fixed file name. */
export function proofResponseHeaders(proof: { id: string; contentType: string }): Record<string, string> {
  const extension = proof.contentType === 'image/png' ? 'png' : 'jpg';
  return {
    'content-type': proof.contentType,
    'content-disposition': `inline; filename="withdrawal-proof-${proof.id}.${extension}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private',
  };
}

/**
 * Cheap checks of uploaded images before anything is decoded (spec: png or jpg, 5MB each, at most
 * 3): count, size, png or jpg bytes; a 4xx about `field` for the first that fails.
 */
export function checkUploadedImages(images: readonly Buffer[], field: string): void {
  if (images.length > proofImageLimits.maxFiles) throw keyedError(400, 'proof_too_many', {}, { field });
  for (const bytes of images) {
    if (bytes.length > proofImageLimits.maxBytes) throw keyedError(413, 'proof_too_large', {}, { field });
    if (!detectImageType(bytes)) throw keyedError(400, 'proof_invalid', {}, { field });
  }
}

/** Every image decoded and re-encoded (one at a time: a decoded picture is large), or a 4xx for the first that fails. */
export async function reencodeUploadedImages(
  images: readonly Buffer[],
  field: string,
): Promise<ProofImage[]> {
  const reencoded: ProofImage[] = [];
  for (const bytes of images) {
    const result = await reencodeProofImage(bytes);
    if (!result.ok) {
      throw result.reason === 'too_large'
        ? keyedError(413, 'proof_too_many_pixels', {}, { field })
        : keyedError(400, 'proof_invalid', {}, { field });
    }
    reencoded.push(result.image);
  }
  return reencoded;
}
