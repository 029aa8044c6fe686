import { describe, expect, it } from 'vitest';
import { maskCustomerName, maskEmail, maskMobile } from './mask.js';

describe('masking contact details', () => {
  it('keeps the country prefix and the last two digits of a mobile', () => {
    expect(maskMobile('+8801712345678')).toBe('+88017******78');
    expect(maskMobile('+123456')).toBe('+12****');
  });

  it('keeps the first and last character of the mailbox and the domain', () => {
    expect(maskEmail('demo_player@example.com')).toBe('d***r@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });

  it('masks winner-board names without revealing their length', () => {
    expect(maskCustomerName('demo_player')).toBe('de***er');
    expect(maskCustomerName('abcdefghijklmnop')).toBe('ab***op');
    expect(maskCustomerName('abcd')).toBe('a**d');
    expect(maskCustomerName('abc')).toBe('a**c');
    expect(maskCustomerName('ab')).toBe('a*');
    expect(maskCustomerName('রহিমউদ্দিন')).toBe('রহ***িন');
  });
});
