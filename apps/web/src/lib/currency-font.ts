let ready: Promise<void> | null = null;
const WAIT_MS = 3000;

/**
 * The taka sign (৳) is a Bengali character. Chromium draws text laid out while its web font is still
 * loading as empty boxes and does not always redraw it (see i18n.ts), which English pages hit on
 * their first amount: wait for the Bengali font (regular and bold) before drawing amounts. Resolves
 * at once when the symbol needs no extra font or the font is in; gives up after a few seconds.
 */
export function currencyFontReady(symbol: string): Promise<void> {
  if (!/[\u0980-\u09FF]/.test(symbol) || typeof document === 'undefined' || !('fonts' in document)) {
    return Promise.resolve();
  }
  ready ??= Promise.race([
    Promise.all(
      ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Bengali"`, symbol)),
    ),
    new Promise((resolve) => setTimeout(resolve, WAIT_MS)),
  ]).then(
    () => undefined,
    () => undefined,
  );
  return ready;
}
