/**
 * The captcha this module drew before it became a raster image (kept for the reader test only):
 * each letter one jittered SVG path over thin noise curves and dots.
 */
import { captchaGlyphs } from './captcha-glyphs.js';

const WIDTH = 150;
const HEIGHT = 50;

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const fixed = (n: number) => n.toFixed(1);

function darkColor(random: Random): string {
  return `hsl(${Math.floor(between(random, 0, 360))},${Math.floor(between(random, 45, 75))}%,${Math.floor(between(random, 22, 38))}%)`;
}

/** One glyph as jittered curves: scaled, rotated, shifted, every point and control point moved a little. */
function glyphPath(strokes: readonly (readonly number[])[], cx: number, cy: number, random: Random): string {
  const unit = between(random, 3.4, 4.3);
  const angle = between(random, -0.45, 0.45);
  const skew = between(random, -0.25, 0.25);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = (x: number, y: number): [number, number] => {
    const lx = (x - 2 + skew * (y - 3)) * unit;
    const ly = (y - 3) * unit;
    return [
      cx + lx * cos - ly * sin + between(random, -0.8, 0.8),
      cy + lx * sin + ly * cos + between(random, -0.8, 0.8),
    ];
  };
  return strokes
    .map((stroke) => {
      const points: [number, number][] = [];
      for (let i = 0; i + 1 < stroke.length; i += 2) points.push(place(stroke[i] ?? 0, stroke[i + 1] ?? 0));
      const [first, ...rest] = points;
      if (!first) return '';
      let previous = first;
      let d = `M${fixed(first[0])} ${fixed(first[1])}`;
      for (const point of rest) {
        const controlX = (previous[0] + point[0]) / 2 + between(random, -2, 2);
        const controlY = (previous[1] + point[1]) / 2 + between(random, -2, 2);
        d += ` Q${fixed(controlX)} ${fixed(controlY)} ${fixed(point[0])} ${fixed(point[1])}`;
        previous = point;
      }
      return d;
    })
    .join(' ');
}

function noiseCurve(random: Random): string {
  const y = () => fixed(between(random, 5, HEIGHT - 5));
  return `M0 ${y()} C${fixed(between(random, 20, 60))} ${y()} ${fixed(between(random, 90, 130))} ${y()} ${WIDTH} ${y()}`;
}

/**
 * Draws `text` as an SVG captcha. The glyphs are paths (no <text> element a bot could read),
 * distorted per character, over noise curves and dots in the same colours.
 */
export function renderCaptchaSvg(text: string, random: Random = Math.random): string {
  const slot = (WIDTH - 20) / Math.max(text.length, 1);
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${Math.floor(between(random, 0, 360))},40%,94%)"/>`,
  ];
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<path d="${noiseCurve(random)}" fill="none" stroke="${darkColor(random)}" stroke-width="${fixed(between(random, 0.8, 1.8))}" opacity="0.7"/>`,
    );
  }
  [...text].forEach((char, index) => {
    const strokes = captchaGlyphs[char];
    if (!strokes) throw new RangeError(`No captcha glyph for ${char}`);
    const cx = 10 + slot * (index + 0.5) + between(random, -2, 2);
    const cy = HEIGHT / 2 + between(random, -4, 4);
    parts.push(
      `<path d="${glyphPath(strokes, cx, cy, random)}" fill="none" stroke="${darkColor(random)}" stroke-width="${fixed(between(random, 2.2, 3.2))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${fixed(between(random, 0, WIDTH))}" cy="${fixed(between(random, 0, HEIGHT))}" r="${fixed(between(random, 0.5, 1.5))}" fill="${darkColor(random)}"/>`,
    );
  }
  parts.push(
    `<path d="${noiseCurve(random)}" fill="none" stroke="${darkColor(random)}" stroke-width="1.4"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}
