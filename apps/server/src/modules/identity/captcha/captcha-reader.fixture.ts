import sharp from 'sharp';
import { captchaAlphabet, captchaGlyphs } from './captcha-glyphs.js';

/**
 * A captcha reader of the kind a bot author writes in an afternoon, to test the captcha against:
 * binarise (Otsu), optionally strip thin lines and dots (morphological opening), cut the ink into
 * letters (connected components, merged by overlap, split at the thinnest column), and match
 * each letter against clean renders of the known stroke font at several angles and slants
 * (normalised correlation). It knows the font, the text length and the alphabet: the worst case.
 */

const CELL_W = 14;
const CELL_H = 18;

interface Bitmap {
  width: number;
  height: number;
  /** 1 where there is ink. */
  ink: Uint8Array;
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

async function grey(png: Buffer): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

function otsu(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = data.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * (histogram[i] ?? 0);
  let [sumBelow, countBelow, best, threshold] = [0, 0, -1, 128];
  for (let t = 0; t < 256; t++) {
    countBelow += histogram[t] ?? 0;
    if (countBelow === 0 || countBelow === total) continue;
    sumBelow += t * (histogram[t] ?? 0);
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / (total - countBelow);
    const between = countBelow * (total - countBelow) * (meanBelow - meanAbove) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  return threshold;
}

function morph(bitmap: Bitmap, radius: number, keep: 'all' | 'any'): Bitmap {
  const { width, height, ink } = bitmap;
  const out = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let all = true;
      let any = false;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          const on = nx >= 0 && ny >= 0 && nx < width && ny < height && ink[ny * width + nx] === 1;
          all &&= on;
          any ||= on;
        }
      }
      out[y * width + x] = (keep === 'all' ? all : any) ? 1 : 0;
    }
  }
  return { width, height, ink: out };
}

/** Removes strokes thinner than 2 * radius + 1 pixels (noise lines, dots). */
const opening = (bitmap: Bitmap, radius: number) =>
  radius === 0 ? bitmap : morph(morph(bitmap, radius, 'all'), radius, 'any');

interface Component extends Box {
  pixels: number[];
}

function components(bitmap: Bitmap): Component[] {
  const { width, height, ink } = bitmap;
  const seen = new Uint8Array(ink.length);
  const found: Component[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] !== 1 || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    const component: Component = { x0: width, x1: 0, y0: height, y1: 0, pixels: [] };
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      const [x, y] = [at % width, Math.floor(at / width)];
      component.pixels.push(at);
      component.x0 = Math.min(component.x0, x);
      component.x1 = Math.max(component.x1, x);
      component.y0 = Math.min(component.y0, y);
      component.y1 = Math.max(component.y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          const next = ny * width + nx;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[next] || ink[next] !== 1) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    found.push(component);
  }
  return found;
}

/** The ink of `bitmap` inside columns x0..x1, scaled into a CELL_W x CELL_H grid of coverage. */
function cell(bitmap: Bitmap, columns: { x0: number; x1: number }): Float64Array | null {
  const { width, height, ink } = bitmap;
  const box: Box = { x0: columns.x1, x1: columns.x0, y0: height, y1: 0 };
  for (let y = 0; y < height; y++) {
    for (let x = columns.x0; x <= columns.x1; x++) {
      if (ink[y * width + x] !== 1) continue;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
    }
  }
  if (box.x1 < box.x0 || box.y1 < box.y0) return null;
  const grid = new Float64Array(CELL_W * CELL_H);
  const [bw, bh] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      if (ink[y * width + x] !== 1) continue;
      const gx = Math.min(CELL_W - 1, Math.floor(((x - box.x0) / bw) * CELL_W));
      const gy = Math.min(CELL_H - 1, Math.floor(((y - box.y0) / bh) * CELL_H));
      grid[gy * CELL_W + gx] = (grid[gy * CELL_W + gx] ?? 0) + 1;
    }
  }
  return blur(grid);
}

/** A 3 x 3 box blur of a cell grid: strokes a pixel or two off still overlap their template. */
function blur(grid: Float64Array): Float64Array {
  const out = new Float64Array(grid.length);
  for (let y = 0; y < CELL_H; y++) {
    for (let x = 0; x < CELL_W; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < CELL_W && ny < CELL_H) sum += grid[ny * CELL_W + nx] ?? 0;
        }
      }
      out[y * CELL_W + x] = sum;
    }
  }
  return out;
}

/** Mean-centred and scaled to length 1, so the correlation of two grids is their dot product. */
function normalised(grid: Float64Array): Float64Array | null {
  const mean = grid.reduce((sum, n) => sum + n, 0) / grid.length;
  const centred = grid.map((n) => n - mean);
  const length = Math.sqrt(centred.reduce((sum, n) => sum + n * n, 0));
  return length === 0 ? null : centred.map((n) => n / length);
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

async function binarise(png: Buffer): Promise<Bitmap> {
  const { width, height, data } = await grey(png);
  const threshold = otsu(data);
  return { width, height, ink: Uint8Array.from(data, (value) => (value <= threshold ? 1 : 0)) };
}

/** A glyph drawn cleanly: dark stroke on white, turned and slanted, as the template of one letter. */
function templateSvg(char: string, angle: number, skew: number): string {
  const unit = 8;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = (x: number, y: number) => {
    const [lx, ly] = [(x - 2 + skew * (y - 3)) * unit, (y - 3) * unit];
    return `${(40 + lx * cos - ly * sin).toFixed(1)} ${(40 + lx * sin + ly * cos).toFixed(1)}`;
  };
  const d = (captchaGlyphs[char] ?? [])
    .map((stroke) => {
      const points: string[] = [];
      for (let i = 0; i + 1 < stroke.length; i += 2) points.push(place(stroke[i] ?? 0, stroke[i + 1] ?? 0));
      return `M${points.join(' L')}`;
    })
    .join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#fff"/><path d="${d}" fill="none" stroke="#000" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

type Templates = { char: string; grid: Float64Array }[];
let templates: Promise<Templates> | null = null;

function loadTemplates(): Promise<Templates> {
  templates ??= (async () => {
    const all: Templates = [];
    for (const char of captchaAlphabet) {
      for (let angle = -0.6; angle <= 0.61; angle += 0.15) {
        for (const skew of [-0.3, 0, 0.3]) {
          const bitmap = await binarise(
            await sharp(Buffer.from(templateSvg(char, angle, skew)))
              .png()
              .toBuffer(),
          );
          const raw = cell(bitmap, { x0: 0, x1: bitmap.width - 1 });
          const grid = raw && normalised(raw);
          if (grid) all.push({ char, grid });
        }
      }
    }
    return all;
  })();
  return templates;
}

/** Cuts the ink into `count` column ranges, one per letter. */
function segment(bitmap: Bitmap, count: number): { x0: number; x1: number }[] {
  const minPixels = Math.max(12, (bitmap.width * bitmap.height) / 800);
  let parts: Box[] = components(bitmap)
    .filter((component) => component.pixels.length >= minPixels)
    .map(({ x0, x1, y0, y1 }) => ({ x0, x1, y0, y1 }))
    .sort((a, b) => a.x0 - b.x0);
  // Pieces of one letter overlap in x: merge them.
  const merged: Box[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    const overlap = last ? Math.min(last.x1, part.x1) - Math.max(last.x0, part.x0) : -1;
    if (last && overlap > 0.5 * Math.min(last.x1 - last.x0, part.x1 - part.x0)) {
      Object.assign(last, {
        x0: Math.min(last.x0, part.x0),
        x1: Math.max(last.x1, part.x1),
        y0: Math.min(last.y0, part.y0),
        y1: Math.max(last.y1, part.y1),
      });
    } else merged.push({ ...part });
  }
  parts = merged;
  while (parts.length > count) {
    const smallest = parts.reduce(
      (min, part, index) => (part.x1 - part.x0 < (parts[min]?.x1 ?? 0) - (parts[min]?.x0 ?? 0) ? index : min),
      0,
    );
    parts.splice(smallest, 1);
  }
  const projection = (x: number, box: Box) => {
    let sum = 0;
    for (let y = box.y0; y <= box.y1; y++) sum += bitmap.ink[y * bitmap.width + x] ?? 0;
    return sum;
  };
  while (parts.length < count && parts.length > 0) {
    const widest = parts.reduce(
      (max, part, index) => (part.x1 - part.x0 > (parts[max]?.x1 ?? 0) - (parts[max]?.x0 ?? 0) ? index : max),
      0,
    );
    const box = parts[widest] as Box;
    const width = box.x1 - box.x0;
    // How many letters the widest piece holds, judged by the average letter width.
    const average = parts.reduce((sum, part) => sum + part.x1 - part.x0, 0) / count;
    const pieces = Math.max(2, Math.min(count - parts.length + 1, Math.round(width / Math.max(1, average))));
    let cut = box.x0 + Math.round(width / pieces);
    let least = Infinity;
    const window = Math.round(width / pieces / 3);
    for (let x = cut - window; x <= cut + window; x++) {
      const ink = projection(x, box);
      if (ink < least) [least, cut] = [ink, x];
    }
    parts.splice(widest, 1, { ...box, x1: cut }, { ...box, x0: cut + 1 });
  }
  return parts.map(({ x0, x1 }) => ({ x0, x1 }));
}

/** Equal slots between the first and last column with ink: letters set at a regular pitch. */
function equalSlots(bitmap: Bitmap, count: number): { x0: number; x1: number }[] {
  const columns = Array.from({ length: bitmap.width }, (_, x) => {
    let ink = 0;
    for (let y = 0; y < bitmap.height; y++) ink += bitmap.ink[y * bitmap.width + x] ?? 0;
    return ink;
  });
  // Lines crossing the whole image add a few pixels per column; letters add many more.
  const enough = Math.max(3, 0.25 * Math.max(...columns));
  let [first, last] = [bitmap.width, -1];
  columns.forEach((ink, x) => {
    if (ink >= enough) [first, last] = [Math.min(first, x), x];
  });
  if (last < first) return [];
  const pitch = (last - first + 1) / count;
  return Array.from({ length: count }, (_, i) => ({
    x0: Math.round(first + i * pitch),
    x1: Math.round(first + (i + 1) * pitch) - 1,
  }));
}

/** Keeps the substantial pieces of ink inside a column range (not the crossing bits of lines and dots). */
function letterInk(bitmap: Bitmap, columns: { x0: number; x1: number }): Bitmap {
  const width = Math.max(1, columns.x1 - columns.x0 + 1);
  const ink = new Uint8Array(width * bitmap.height);
  for (let y = 0; y < bitmap.height; y++) {
    for (let x = 0; x < width; x++) ink[y * width + x] = bitmap.ink[y * bitmap.width + columns.x0 + x] ?? 0;
  }
  const pieces = components({ width, height: bitmap.height, ink });
  const largest = Math.max(0, ...pieces.map((piece) => piece.pixels.length));
  const kept = new Uint8Array(ink.length);
  for (const piece of pieces) {
    if (piece.pixels.length >= largest * 0.25) for (const at of piece.pixels) kept[at] = 1;
  }
  return { width, height: bitmap.height, ink: kept };
}

async function readSegments(
  bitmap: Bitmap,
  segments: { x0: number; x1: number }[],
): Promise<{ text: string; score: number }> {
  const all = await loadTemplates();
  let [text, score] = ['', 0];
  for (const columns of segments) {
    const letter = letterInk(bitmap, columns);
    const raw = cell(letter, { x0: 0, x1: letter.width - 1 });
    const grid = raw && normalised(raw);
    let best = { char: '?', value: -1 };
    if (grid) {
      for (const template of all) {
        const value = dot(grid, template.grid);
        if (value > best.value) best = { char: template.char, value };
      }
    }
    text += best.char;
    score += best.value;
  }
  return { text, score };
}

/** The reader's best guess at the text of a captcha image (PNG or SVG bytes). */
export async function readCaptcha(image: Buffer, length = 5): Promise<string> {
  const png = await sharp(image, { density: 72 * 1.6 })
    .resize({ height: 80 })
    .flatten({ background: '#fff' })
    .png()
    .toBuffer();
  const bitmap = await binarise(png);
  let best = { text: '', score: -Infinity };
  for (const radius of [0, 1, 2]) {
    const cleaned = opening(bitmap, radius);
    for (const segments of [segment(cleaned, length), equalSlots(cleaned, length)]) {
      if (segments.length !== length) continue;
      const reading = await readSegments(cleaned, segments);
      if (reading.score > best.score) best = reading;
    }
  }
  return best.text;
}

/** Letters of the stroke font drawn plainly: turned and slanted a little, apart, no noise. */
export function cleanCaptchaSvg(text: string, random: () => number): string {
  const paths = [...text].map((char, index) => {
    const [unit, angle, skew] = [6 + random() * 2, (random() - 0.5) * 0.8, (random() - 0.5) * 0.4];
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const [cx, cy] = [28 + index * 46, 40 + (random() - 0.5) * 10];
    const d = (captchaGlyphs[char] ?? [])
      .map((stroke) => {
        const points: string[] = [];
        for (let i = 0; i + 1 < stroke.length; i += 2) {
          const [lx, ly] = [
            ((stroke[i] ?? 0) - 2 + skew * ((stroke[i + 1] ?? 0) - 3)) * unit,
            ((stroke[i + 1] ?? 0) - 3) * unit,
          ];
          points.push(`${(cx + lx * cos - ly * sin).toFixed(1)} ${(cy + lx * sin + ly * cos).toFixed(1)}`);
        }
        return `M${points.join(' L')}`;
      })
      .join(' ');
    return `<path d="${d}" fill="none" stroke="#223" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="#f4f0e8"/>${paths.join('')}</svg>`;
}
