import { QR_MARGIN_PX, QR_SIZE } from '../../../lib/qr';

/** What a QR code may be given (spec section 9); anything left out takes the spec's default. */
export interface QrOptions {
  size?: number;
  margin?: number;
  correctLevel?: 'L' | 'M' | 'Q' | 'H';
  /** Logo width as a share of the code, in (0, 1); anything else means 0.2. */
  logoScale?: number;
  /** Drawn share of each dark module, in (0, 1]; anything else means 0.35. */
  dotScale?: number;
  /** Turn the finished image black and white around this grey level (1 to 254; else 128). */
  binarize?: boolean;
  binarizeThreshold?: number;
  logoUrl?: string;
}

export type ResolvedQrOptions = Required<Omit<QrOptions, 'logoUrl'>> & { logoUrl: string | null };

const LOGO_SCALE_FALLBACK = 0.2;
const DOT_SCALE_FALLBACK = 0.35;
const BINARIZE_THRESHOLD_DEFAULT = 128;

const positive = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;

/** The spec's defaults and fallbacks applied to `options`. */
export function resolveQrOptions(options: QrOptions = {}): ResolvedQrOptions {
  const { logoScale, dotScale, binarizeThreshold: threshold } = options;
  return {
    size: positive(options.size, QR_SIZE),
    margin: options.margin !== undefined && options.margin >= 0 ? Math.round(options.margin) : QR_MARGIN_PX,
    correctLevel: options.correctLevel ?? 'M',
    logoScale: logoScale !== undefined && logoScale > 0 && logoScale < 1 ? logoScale : LOGO_SCALE_FALLBACK,
    dotScale: dotScale === undefined ? 1 : dotScale > 0 && dotScale <= 1 ? dotScale : DOT_SCALE_FALLBACK,
    binarize: options.binarize ?? false,
    binarizeThreshold:
      threshold !== undefined && threshold >= 1 && threshold <= 254 ? threshold : BINARIZE_THRESHOLD_DEFAULT,
    logoUrl: options.logoUrl ?? null,
  };
}
