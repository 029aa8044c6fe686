import { create, type QRCode } from 'qrcode';
import { resolveQrOptions, type QrOptions, type ResolvedQrOptions } from './qr-options';

/** Type (version) 4 of the spec; a text too long for it gets the smallest version that holds it. */
const QR_VERSION = 4;

function encode(text: string, level: ResolvedQrOptions['correctLevel']): QRCode {
  try {
    return create(text, { version: QR_VERSION, errorCorrectionLevel: level });
  } catch {
    return create(text, { errorCorrectionLevel: level });
  }
}

/** The three 7x7 finder patterns stay whole whatever the dot scale, so readers still lock on. */
function inFinder(row: number, col: number, count: number): boolean {
  const top = row < 7;
  const left = col < 7;
  return (top && left) || (top && col >= count - 7) || (row >= count - 7 && left);
}

/** The operator's logo, fetched as a blob (a cross-origin image would taint the canvas otherwise). */
async function loadLogo(url: string): Promise<HTMLImageElement | null> {
  let objectUrl: string | null = null;
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    objectUrl = URL.createObjectURL(await response.blob());
    const image = new Image();
    image.src = objectUrl;
    await image.decode();
    return image;
  } catch {
    return null;
  } finally {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }
}

function binarize(ctx: CanvasRenderingContext2D, size: number, threshold: number) {
  const image = ctx.getImageData(0, 0, size, size);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const grey = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
    const value = grey > threshold ? 255 : 0;
    data[i] = data[i + 1] = data[i + 2] = value;
  }
  ctx.putImageData(image, 0, 0);
}

/** A PNG data URL of the QR code of `text`, drawn with the spec's options (section 9). */
export async function drawQr(text: string, options?: QrOptions): Promise<string> {
  const opts = resolveQrOptions(options);
  const { modules } = encode(text, opts.correctLevel);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = opts.size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, opts.size, opts.size);

  const count = modules.size;
  const cell = (opts.size - 2 * opts.margin) / count;
  ctx.fillStyle = '#000000';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!modules.get(row, col)) continue;
      const scale = inFinder(row, col, count) ? 1 : opts.dotScale;
      const inset = (cell * (1 - scale)) / 2;
      const x = opts.margin + col * cell + inset;
      const y = opts.margin + row * cell + inset;
      // Whole modules are drawn a hair larger so no seams show between neighbours.
      const side = cell * scale + (scale === 1 ? 0.5 : 0);
      ctx.fillRect(x, y, side, side);
    }
  }

  const logo = opts.logoUrl ? await loadLogo(opts.logoUrl) : null;
  if (logo) {
    const width = (opts.size - 2 * opts.margin) * opts.logoScale;
    const at = (opts.size - width) / 2;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(at - cell / 2, at - cell / 2, width + cell, width + cell);
    ctx.drawImage(logo, at, at, width, width);
  }
  if (opts.binarize) binarize(ctx, opts.size, opts.binarizeThreshold);
  return canvas.toDataURL('image/png');
}
