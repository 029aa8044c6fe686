import { describe, expect, it } from 'vitest';
import { toE164 } from './mobile.js';

const offered = ['+880', '+91', '+1'];

describe('mobile numbers', () => {
  it('builds E.164 from the dialing code and the national number, dropping the trunk 0', () => {
    expect(toE164('+880', '01712345678', offered)).toBe('+8801712345678');
    expect(toE164('+880', '1712345678', offered)).toBe('+8801712345678');
    expect(toE164('880', '171 234-5678', offered)).toBe('+8801712345678');
  });

  it('refuses dialing codes the site does not offer, letters and implausible lengths', () => {
    expect(toE164('+44', '7700900123', offered)).toBeNull();
    expect(toE164('+880', '01712abc678', offered)).toBeNull();
    expect(toE164('+880', '12345', offered)).toBeNull();
    expect(toE164('+880', '1234567890123', offered)).toBeNull();
    expect(toE164('', '1712345678', offered)).toBeNull();
  });
});
