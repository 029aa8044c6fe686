/** "a=9.8, b=1.9" or a single "9.8" -> the odds record the API takes. */
export function parseOdds(text: string): Record<string, number> | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const entries = parts.map((part) => {
    const [key, value] = part.includes('=') ? part.split('=') : ['', part];
    return [key ?? '', Number(value)] as const;
  });
  return entries.every(([, value]) => Number.isFinite(value)) ? Object.fromEntries(entries) : null;
}

/** The odds record as the field shows it: one number, or key=odds pairs. */
export function oddsText(odds: Record<string, number>): string {
  const entries = Object.entries(odds);
  if (entries.length === 1 && entries[0]?.[0] === '') return String(entries[0][1]);
  return entries.map(([key, value]) => `${key}=${value}`).join(', ');
}
