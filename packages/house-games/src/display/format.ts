/** 250 -> "2.50×" (multipliers and pays are integers in hundredths). */
export function formatMultiplier(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = String(hundredths % 100).padStart(2, '0');
  return `${whole.toLocaleString('en-US')}.${cents}×`;
}

/** 9612 -> "96.12%". */
export function formatRtp(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}%`;
}

/** An RTP fraction (0.98942...) -> "98.94%", for computed odds. */
export const formatRtpFraction = (rtp: number): string => formatRtp(Math.round(rtp * 10_000));
