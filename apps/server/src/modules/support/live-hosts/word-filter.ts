const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every blocked word (any case, anywhere in the text) replaced by as many `*`. */
export function maskBlockedWords(text: string, words: readonly string[]): string {
  const list = words.map((word) => word.trim()).filter(Boolean);
  if (list.length === 0) return text;
  // Longest first, so a longer word wins over a word it contains.
  const pattern = new RegExp(
    list
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|'),
    'giu',
  );
  return text.replace(pattern, (match) => '*'.repeat([...match].length));
}
