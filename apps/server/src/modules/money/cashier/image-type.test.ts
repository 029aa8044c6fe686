import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.js';

describe('image type from magic bytes', () => {
  it('recognises png and jpg whatever the name says', () => {
    expect(detectImageType(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))?.extension).toBe('png');
    expect(detectImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))?.contentType).toBe('image/jpeg');
  });

  it('refuses anything else', () => {
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from('ffd8ff', 'hex'))).toBeNull();
  });
});
