export interface ImageType {
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type from the file's first bytes (whatever its name or declared type says), or null. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, PNG.length).equals(PNG)) return { extension: 'png', contentType: 'image/png' };
  if (bytes.length > 3 && bytes.subarray(0, JPEG.length).equals(JPEG)) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  return null;
}
