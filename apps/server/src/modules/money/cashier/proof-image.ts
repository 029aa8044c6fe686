import sharp from 'sharp';
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
