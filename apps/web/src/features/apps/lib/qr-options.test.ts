import { describe, expect, it } from 'vitest';
import { resolveQrOptions } from './qr-options';

describe('QR options (spec section 9)', () => {
  it('default to size 800, margin 20, correction level M, full dots and threshold 128', () => {
    expect(resolveQrOptions()).toEqual({
      size: 800,
      margin: 20,
      correctLevel: 'M',
      logoScale: 0.2,
      dotScale: 1,
      binarize: false,
      binarizeThreshold: 128,
      logoUrl: null,
    });
  });

  it('keep a logo scale inside (0,1) and fall back to 0.2 outside', () => {
    expect(resolveQrOptions({ logoScale: 0.3 }).logoScale).toBe(0.3);
    for (const logoScale of [0, 1, -0.5, 2]) expect(resolveQrOptions({ logoScale }).logoScale).toBe(0.2);
  });

  it('keep a dot scale inside (0,1] and fall back to 0.35 outside', () => {
    expect(resolveQrOptions({ dotScale: 1 }).dotScale).toBe(1);
    expect(resolveQrOptions({ dotScale: 0.5 }).dotScale).toBe(0.5);
    for (const dotScale of [0, 1.01, -1]) expect(resolveQrOptions({ dotScale }).dotScale).toBe(0.35);
  });

  it('use a binarize threshold only between 1 and 254', () => {
    expect(resolveQrOptions({ binarizeThreshold: 1 }).binarizeThreshold).toBe(1);
    expect(resolveQrOptions({ binarizeThreshold: 254 }).binarizeThreshold).toBe(254);
    for (const binarizeThreshold of [0, 255, 300]) {
      expect(resolveQrOptions({ binarizeThreshold }).binarizeThreshold).toBe(128);
    }
  });

  it('ignore sizes that are not positive', () => {
    expect(resolveQrOptions({ size: 0 }).size).toBe(800);
    expect(resolveQrOptions({ size: 400, margin: -1 })).toMatchObject({ size: 400, margin: 20 });
  });
});
