import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const BENGALI = /[\u0980-\u09FF]/;

/** The family name the embedded subset is declared under inside one SVG. */
export const EMBEDDED_FAMILY = 'Embedded Bengali';

export interface StyledText {
  text: string;
  /** 400 or 800: the weights the artwork uses. */
  weight: 400 | 800;
}

function fontFile(weight: number): Promise<Buffer> {
  return readFile(
    require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`),
  );
}

/**
 * An SVG <style> declaring the Bengali glyphs of `texts` (Noto Sans Bengali, subset with its shaping
 * tables) as a data-URL font. An SVG shown through <img> cannot load the page's web fonts, so without
 * it Bengali text draws as boxes on devices without a Bengali system font. Empty when no text is Bengali.
 */
export async function embeddedBengaliStyle(texts: readonly StyledText[]): Promise<string> {
  const byWeight = new Map<number, string>();
  for (const { text, weight } of texts) {
    if (BENGALI.test(text)) byWeight.set(weight, (byWeight.get(weight) ?? '') + text);
  }
  const faces = await Promise.all(
    [...byWeight].map(async ([weight, text]) => {
      const subset = await subsetFont(await fontFile(weight), text, { targetFormat: 'woff2' });
      return `@font-face{font-family:'${EMBEDDED_FAMILY}';font-weight:${weight};src:url(data:font/woff2;base64,${subset.toString('base64')}) format('woff2')}`;
    }),
  );
  return faces.length ? `<style>${faces.join('')}</style>` : '';
}
