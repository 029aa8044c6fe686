import { describe, expect, it } from 'vitest';
import { captchaAlphabet, captchaGlyphs } from './captcha-glyphs.js';
import { renderCaptchaSvg, toSvgDataUrl } from './captcha-image.js';

describe('captcha images', () => {
  it('draws every glyph on its 5 x 7 grid', () => {
    for (const [char, strokes] of Object.entries(captchaGlyphs)) {
      for (const stroke of strokes) {
        expect(stroke.length % 2, char).toBe(0);
        expect(
          stroke.every((n) => n >= 0 && n <= 6),
          char,
        ).toBe(true);
      }
    }
    expect(captchaAlphabet).not.toMatch(/[01IOLSZB]/);
  });

  it('renders the text as distorted paths, different every time, with no readable text', () => {
    const first = renderCaptchaSvg('K7MXP');
    const second = renderCaptchaSvg('K7MXP');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first).not.toMatch(/<text|K7MXP/);
    expect(first.match(/<path/g)?.length).toBeGreaterThanOrEqual(5 + 3);
    expect(toSvgDataUrl('<svg/>')).toBe(
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
    );
  });

  it('refuses characters it has no glyph for', () => {
    expect(() => renderCaptchaSvg('0')).toThrow(RangeError);
  });
});
