import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captchaAlphabet, captchaGlyphs } from './captcha-glyphs.js';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaPng, toPngDataUrl } from './captcha-image.js';
import { cleanCaptchaSvg, readCaptcha } from './captcha-reader.fixture.js';
import { renderCaptchaSvg } from './old-svg-captcha.fixture.js';

/** A seeded generator (mulberry32), so every run draws and reads the same images. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const randomText = (random: () => number) =>
  Array.from({ length: 5 }, () => captchaAlphabet[Math.floor(random() * captchaAlphabet.length)]).join('');

/** Reads `count` images drawn by `render`: how many were read whole, and the share of letters right. */
async function readingRate(
  count: number,
  seed: number,
  render: (text: string, random: () => number) => Promise<Buffer>,
) {
  const random = seeded(seed);
  let [whole, letters] = [0, 0];
  for (let i = 0; i < count; i++) {
    const text = randomText(random);
    const read = await readCaptcha(await render(text, random));
    if (read === text) whole += 1;
    for (let k = 0; k < text.length; k++) if (read[k] === text[k]) letters += 1;
  }
  return { whole, letters: letters / (count * 5) };
}

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

  it('renders the text as a PNG, different every time', async () => {
    const [first, second] = await Promise.all([renderCaptchaPng('K7MXP'), renderCaptchaPng('K7MXP')]);
    expect(first.equals(second)).toBe(false);
    const metadata = await sharp(first).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
    expect(first.length).toBeLessThan(40_000);
    expect(toPngDataUrl(first)).toBe(`data:image/png;base64,${first.toString('base64')}`);
  });

  it('refuses characters it has no glyph for', async () => {
    await expect(renderCaptchaPng('0')).rejects.toThrow(RangeError);
  });
});

describe('a template-matching captcha reader', () => {
  it('reads clean renders of the font', async () => {
    const rate = await readingRate(20, 1, (text, random) =>
      Promise.resolve(Buffer.from(cleanCaptchaSvg(text, random))),
    );
    expect(rate.whole).toBeGreaterThanOrEqual(18);
  }, 60_000);

  it('reads the former SVG captcha often enough to get through by retrying', async () => {
    const rate = await readingRate(40, 2, (text, random) =>
      Promise.resolve(Buffer.from(renderCaptchaSvg(text, random))),
    );
    expect(rate.whole).toBeGreaterThanOrEqual(6);
    expect(rate.letters).toBeGreaterThan(0.55);
  }, 60_000);

  it('fails on at least 95% of 200 raster captchas', async () => {
    const rate = await readingRate(200, 3, (text, random) => renderCaptchaPng(text, random));
    expect(rate.whole).toBeLessThanOrEqual(10);
  }, 60_000);
});
