import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROOF_MAX_SIDE, proofResponseHeaders, reencodeProofImage, type ProofImage } from './proof-image.js';

const SECRET = 'SECRET-MARKER-42';

/** Photo-like test pictures carrying metadata a phone would add: description, GPS position. */
function pictureWithMetadata(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).withExif({
    IFD0: { ImageDescription: SECRET, Artist: SECRET },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '23/1 46/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '90/1 24/1 0/1',
    },
  });
}

async function accepted(bytes: Buffer): Promise<ProofImage> {
  const result = await reencodeProofImage(bytes);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.image;
}

/** A small PNG whose header declares `width` x `height` (valid chunk checksums, a few bytes of pixels). */
function pngDeclaring(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type), data]);
    let c = 0xffffffff;
    for (const byte of typed) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    const out = Buffer.alloc(typed.length + 8);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE((c ^ 0xffffffff) >>> 0, typed.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('proof images are decoded and encoded again', () => {
  it('keeps a JPEG a JPEG, without its EXIF description and GPS position', async () => {
    const original = await pictureWithMetadata(40, 30).jpeg().toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(SECRET)).toBe(true);

    const image = await accepted(original);
    expect(image).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg' });
    const after = await sharp(image.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(image.bytes.includes(SECRET)).toBe(false);
  });

  it('keeps a PNG a PNG, without its metadata or bytes hidden after the image', async () => {
    const png = await pictureWithMetadata(20, 10).png().toBuffer();
    expect(png.includes(SECRET)).toBe(true);
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);

    const image = await accepted(polyglot);
    expect(image).toMatchObject({ extension: 'png', contentType: 'image/png' });
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'png', width: 20, height: 10 });
    expect((await sharp(image.bytes).metadata()).exif).toBeUndefined();
    expect(image.bytes.includes(SECRET)).toBe(false);
    expect(image.bytes.includes('<script>')).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const after = await sharp((await accepted(sideways)).bytes).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([20, 40, undefined]);
  });

  it('scales a picture down to the largest side allowed', async () => {
    const wide = await sharp({
      create: { width: PROOF_MAX_SIDE + 904, height: 10, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const after = await sharp((await accepted(wide)).bytes).metadata();
    expect(after.width).toBe(PROOF_MAX_SIDE);
  });

  it('refuses what does not decode as the png or jpg its first bytes announce', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const bytes of [
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), html]),
      Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), html]),
      png.subarray(0, png.length - 30),
      Buffer.from('GIF89a'),
      html,
    ]) {
      expect(await reencodeProofImage(bytes)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a small file that declares a huge picture, before decoding it', async () => {
    expect(await reencodeProofImage(pngDeclaring(10_000, 10_000))).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });

  it('is served inline under a fixed file name, never sniffed', () => {
    expect(proofResponseHeaders({ id: '17', contentType: 'image/jpeg' })).toEqual({
      'content-type': 'image/jpeg',
      'content-disposition': 'inline; filename="withdrawal-proof-17.jpg"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private',
    });
  });
});
