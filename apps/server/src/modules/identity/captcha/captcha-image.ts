import sharp from 'sharp';
import { captchaGlyphs } from './captcha-glyphs.js';

/** Drawn at twice the 132 x 44 box the web shows it in, so it stays sharp on dense screens. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;

type Random = () => number;
type Point = [number, number];
const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const fixed = (n: number) => n.toFixed(1);

/** Ways of drawing the stroke skeletons, so no two letters need share one look (a reader's template). */
const fontStyles = ['plain', 'curved', 'hollow', 'brush'] as const;
type FontStyle = (typeof fontStyles)[number];

function darkColor(random: Random): string {
  return `hsl(${Math.floor(between(random, 0, 360))},${Math.floor(between(random, 45, 80))}%,${Math.floor(between(random, 18, 36))}%)`;
}

function lightColor(random: Random): string {
  return `hsl(${Math.floor(between(random, 0, 360))},${Math.floor(between(random, 30, 70))}%,${Math.floor(between(random, 80, 94))}%)`;
}

/** Places one glyph: size, rotation, slant and a bend of its own, and every point moved a little. */
function glyphPlacer(cx: number, cy: number, unit: number, random: Random): (x: number, y: number) => Point {
  const angle = between(random, -0.5, 0.5);
  const skew = between(random, -0.4, 0.4);
  const bend = between(random, -0.12, 0.12);
  const stretch = between(random, 0.8, 1.2);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return (x, y) => {
    const lx = (x - 2 + skew * (y - 3) + bend * (y - 3) ** 2) * unit * stretch;
    const ly = (y - 3) * unit;
    return [
      cx + lx * cos - ly * sin + between(random, -1.5, 1.5),
      cy + lx * sin + ly * cos + between(random, -1.5, 1.5),
    ];
  };
}

function strokePath(points: Point[], curved: boolean, random: Random): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${fixed(first[0])} ${fixed(first[1])}`;
  let previous = first;
  for (const point of rest) {
    if (curved) {
      const controlX = (previous[0] + point[0]) / 2 + between(random, -4, 4);
      const controlY = (previous[1] + point[1]) / 2 + between(random, -4, 4);
      d += ` Q${fixed(controlX)} ${fixed(controlY)} ${fixed(point[0])} ${fixed(point[1])}`;
    } else {
      d += ` L${fixed(point[0])} ${fixed(point[1])}`;
    }
    previous = point;
  }
  return d;
}

function glyphElements(char: string, cx: number, cy: number, unit: number, random: Random): string {
  const strokes = captchaGlyphs[char];
  if (!strokes) throw new RangeError(`No captcha glyph for ${char}`);
  const place = glyphPlacer(cx, cy, unit, random);
  const style: FontStyle = pick(random, fontStyles);
  const pointsOf = (stroke: readonly number[]) => {
    const points: Point[] = [];
    for (let i = 0; i + 1 < stroke.length; i += 2) points.push(place(stroke[i] ?? 0, stroke[i + 1] ?? 0));
    return points;
  };
  const d = strokes.map((stroke) => strokePath(pointsOf(stroke), style !== 'plain', random)).join(' ');
  const color = darkColor(random);
  const width = between(random, 3.5, 6);
  const line = (stroke: string, w: number, extra = '') =>
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${fixed(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
  switch (style) {
    case 'hollow':
      return line(color, width + 3) + line(lightColor(random), Math.max(1.5, width - 2));
    case 'brush': {
      // A broad nib: the same path three times, shifted along the nib's angle.
      const nib = between(random, 0, Math.PI);
      return [-1, 0, 1]
        .map((k) => {
          const [dx, dy] = [Math.cos(nib) * k * 1.6, Math.sin(nib) * k * 1.6];
          return line(color, width - 1.5, ` transform="translate(${fixed(dx)} ${fixed(dy)})"`);
        })
        .join('');
    }
    default:
      return line(color, width);
  }
}

function noiseCurve(random: Random, thick: boolean): string {
  const y = () => fixed(between(random, 10, CAPTCHA_HEIGHT - 10));
  const d = `M${fixed(between(random, -10, 40))} ${y()} C${fixed(between(random, 40, 100))} ${y()} ${fixed(between(random, 140, 200))} ${y()} ${fixed(between(random, 200, CAPTCHA_WIDTH + 10))} ${y()}`;
  const width = thick ? between(random, 3, 4.5) : between(random, 1, 2.5);
  return `<path d="${d}" fill="none" stroke="${darkColor(random)}" stroke-width="${fixed(width)}" stroke-linecap="round"/>`;
}

/** A short stroke like a piece of a letter, among the letters. */
function decoyStroke(random: Random): string {
  const [x, y] = [between(random, 20, CAPTCHA_WIDTH - 20), between(random, 15, CAPTCHA_HEIGHT - 15)];
  const angle = between(random, 0, Math.PI * 2);
  const length = between(random, 10, 24);
  const [ex, ey] = [x + Math.cos(angle) * length, y + Math.sin(angle) * length];
  const [qx, qy] = [(x + ex) / 2 + between(random, -8, 8), (y + ey) / 2 + between(random, -8, 8)];
  return `<path d="M${fixed(x)} ${fixed(y)} Q${fixed(qx)} ${fixed(qy)} ${fixed(ex)} ${fixed(ey)}" fill="none" stroke="${darkColor(random)}" stroke-width="${fixed(between(random, 3, 5))}" stroke-linecap="round"/>`;
}

/**
 * The vector stage: letters of mixed styles and sizes, turned, slanted, bent and set close
 * enough to touch, over light blotches, crossed by curves and short strokes as thick as the letters.
 */
function captchaSvg(text: string, random: Random): string {
  const parts: string[] = [
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="${lightColor(random)}"/>`,
  ];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<ellipse cx="${fixed(between(random, 0, CAPTCHA_WIDTH))}" cy="${fixed(between(random, 0, CAPTCHA_HEIGHT))}" rx="${fixed(between(random, 15, 50))}" ry="${fixed(between(random, 10, 30))}" fill="${lightColor(random)}" opacity="0.8"/>`,
    );
  }
  for (let i = 0; i < 2; i++) parts.push(noiseCurve(random, false));

  const units = [...text].map(() => between(random, 6, 8.4));
  // Letters touch their neighbours: no clean gap to cut at.
  const widths = units.map((unit) => unit * 4 + 4);
  const total = widths.reduce((sum, width) => sum + width * 0.9, 0);
  let x = (CAPTCHA_WIDTH - total) / 2 + between(random, -8, 8);
  [...text].forEach((char, index) => {
    const width = widths[index] ?? 0;
    const cx = x + width * 0.45;
    x += width * 0.9;
    const cy = CAPTCHA_HEIGHT / 2 + between(random, -7, 7);
    parts.push(glyphElements(char, cx, cy, units[index] ?? 6, random));
  });

  parts.push(noiseCurve(random, true));
  for (let i = 0; i < 2; i++) parts.push(decoyStroke(random));
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${fixed(between(random, 0, CAPTCHA_WIDTH))}" cy="${fixed(between(random, 0, CAPTCHA_HEIGHT))}" r="${fixed(between(random, 0.8, 2))}" fill="${darkColor(random)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${parts.join('')}</svg>`;
}

/**
 * The pixel stage: a wave warp of the whole image (straight strokes bend, differently along the
 * line) and per-pixel noise, so nothing of the vector drawing survives to be matched exactly.
 */
function warpAndSpeckle(rgb: Buffer, random: Random): Buffer {
  const [w, h] = [CAPTCHA_WIDTH, CAPTCHA_HEIGHT];
  const waves = Array.from({ length: 2 }, () => ({
    ax: between(random, 2, 4),
    ay: between(random, 2, 4),
    fx: between(random, 0.04, 0.09),
    fy: between(random, 0.03, 0.07),
    px: between(random, 0, Math.PI * 2),
    py: between(random, 0, Math.PI * 2),
  }));
  const out = Buffer.alloc(rgb.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let [sx, sy] = [x, y];
      for (const wave of waves) {
        sx += wave.ax * Math.sin(y * wave.fy + wave.px);
        sy += wave.ay * Math.sin(x * wave.fx + wave.py);
      }
      sx = Math.min(w - 1, Math.max(0, sx));
      sy = Math.min(h - 1, Math.max(0, sy));
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [x1, y1] = [Math.min(w - 1, x0 + 1), Math.min(h - 1, y0 + 1)];
      const [tx, ty] = [sx - x0, sy - y0];
      const [a, b, c, d] = [(y0 * w + x0) * 3, (y0 * w + x1) * 3, (y1 * w + x0) * 3, (y1 * w + x1) * 3];
      const speckle = random() < 0.03 ? between(random, -160, 160) : between(random, -28, 28);
      for (let channel = 0; channel < 3; channel++) {
        const top = (rgb[a + channel] ?? 255) * (1 - tx) + (rgb[b + channel] ?? 255) * tx;
        const bottom = (rgb[c + channel] ?? 255) * (1 - tx) + (rgb[d + channel] ?? 255) * tx;
        const value = top * (1 - ty) + bottom * ty + speckle + between(random, -12, 12);
        // Eight levels a channel: the noise stays, and the PNG stays small.
        out[(y * w + x) * 3 + channel] = (Math.max(0, Math.min(255, Math.round(value))) & 0xe0) | 0x10;
      }
    }
  }
  return out;
}

/** Draws `text` as a distorted, noisy PNG captcha, different every time. */
export async function renderCaptchaPng(text: string, random: Random = Math.random): Promise<Buffer> {
  const svg = captchaSvg(text, random);
  const { data } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const noisy = warpAndSpeckle(data, random);
  return sharp(noisy, { raw: { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, channels: 3 } })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

export function toPngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
