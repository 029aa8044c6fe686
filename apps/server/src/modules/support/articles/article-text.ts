import sanitize from 'sanitize-html';

const blockEnd = /<\/(?:p|div|h[1-6]|li|blockquote|tr|td|th)\s*>|<br\s*\/?>/gi;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The plain text of an article's (already sanitised) HTML, at most `max` characters cut at a word: the
 * list's summary. Block ends become spaces so paragraphs do not run together; the entities sanitize-html
 * leaves in text are decoded because the page shows the summary as text, not HTML.
 */
export function summaryOf(html: string, max: number): string {
  const text = sanitize(html.replace(blockEnd, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
