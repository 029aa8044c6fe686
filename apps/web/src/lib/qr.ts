/**
 * Spec section 9's QR defaults: an 800 px image with a 20 px quiet zone, type (version) 4, error
 * correction M, shown at 200 px. A text too long for version 4 gets the smallest version that holds it.
 */
export const QR_SIZE = 800;
export const QR_DISPLAY_SIZE = 200;
/** The spec's quiet zone around the code, in pixels of the 800 px image. */
export const QR_MARGIN_PX = 20;
const QR_VERSION = 4;
/** Version 4 has 33 modules: (800 - 2 x 20) / 33 is about 23 px, so a 20 px quiet zone is one module. */
const QR_MARGIN_MODULES = 1;

/** A PNG data URL of the QR code of `text` (the encoder loads with the first code drawn). */
export async function qrDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  const options = { width: QR_SIZE, margin: QR_MARGIN_MODULES, errorCorrectionLevel: 'M' as const };
  try {
    return await toDataURL(text, { ...options, version: QR_VERSION });
  } catch {
    return toDataURL(text, options);
  }
}
