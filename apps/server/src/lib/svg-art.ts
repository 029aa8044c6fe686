/** Building blocks of the artwork the server draws (game icons, vendor logos, banners): no image files, no outside URLs. */

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);

/** A stable hue (0-359) for a text, so one vendor or game always gets the same colours. */
export function hueOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) >>> 0;
  return hash % 360;
}

/** Text shortened to `max` characters with an ellipsis. */
export function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Glyphs drawn in a 100 x 100 box. */
export const glyphs = {
  star: '<polygon points="50,6 61,38 95,38 67,58 78,92 50,71 22,92 33,58 5,38 39,38"/>',
  gem: '<polygon points="50,92 8,38 26,12 74,12 92,38"/><path d="M8 38h84M26 12l12 26 12-26 12 26 12-26" fill="none" stroke="rgba(255,255,255,.55)" stroke-width="3"/>',
  crown:
    '<polygon points="10,78 14,26 34,50 50,14 66,50 86,26 90,78"/><rect x="10" y="80" width="80" height="10" rx="3"/>',
  coin: '<circle cx="50" cy="50" r="42"/><circle cx="50" cy="50" r="31" fill="none" stroke="rgba(0,0,0,.25)" stroke-width="5"/><text x="50" y="66" font-size="44" font-weight="700" text-anchor="middle" fill="rgba(0,0,0,.35)">৳</text>',
  heart: '<path d="M50 90C12 62 6 36 22 22c11-9 24-6 28 6 4-12 17-15 28-6 16 14 10 40-28 68z"/>',
  spade:
    '<path d="M50 8C88 38 94 60 78 72c-10 8-22 4-26-4 2 10 6 18 14 22H34c8-4 12-12 14-22-4 8-16 12-26 4C6 60 12 38 50 8z"/>',
  club: '<circle cx="50" cy="30" r="19"/><circle cx="28" cy="58" r="19"/><circle cx="72" cy="58" r="19"/><path d="M44 56h12l6 36H38z"/>',
  seven:
    '<text x="50" y="86" font-size="96" font-weight="900" text-anchor="middle" font-family="Georgia, serif">7</text>',
  bell: '<path d="M50 8c4 0 7 3 7 7 16 4 24 18 24 36v18l9 11H10l9-11V51c0-18 8-32 24-36 0-4 3-7 7-7z"/><circle cx="50" cy="88" r="8"/>',
  fish: '<ellipse cx="44" cy="50" rx="34" ry="22"/><polygon points="72,50 96,28 96,72"/><circle cx="28" cy="45" r="5" fill="rgba(0,0,0,.45)"/>',
  ball: '<circle cx="50" cy="50" r="42"/><polygon points="50,30 68,43 61,64 39,64 32,43" fill="rgba(0,0,0,.4)"/><path d="M50 8v22M68 43l20-8M61 64l12 18M39 64 27 82M32 43l-20-8" stroke="rgba(0,0,0,.4)" stroke-width="4"/>',
  controller:
    '<rect x="6" y="28" width="88" height="46" rx="23"/><path d="M24 51h16M32 43v16" stroke="rgba(0,0,0,.45)" stroke-width="6"/><circle cx="66" cy="46" r="5" fill="rgba(0,0,0,.45)"/><circle cx="76" cy="56" r="5" fill="rgba(0,0,0,.45)"/>',
  ticket:
    '<path d="M8 26h84v16a8 8 0 0 0 0 16v16H8V58a8 8 0 0 0 0-16z"/><path d="M36 30v40" stroke="rgba(0,0,0,.35)" stroke-width="3" stroke-dasharray="5 4"/>',
  chip: '<circle cx="50" cy="50" r="42"/><circle cx="50" cy="50" r="26" fill="rgba(0,0,0,.25)"/><path d="M50 8v14M50 78v14M8 50h14M78 50h14M20 20l10 10M70 70l10 10M80 20 70 30M30 70 20 80" stroke="rgba(0,0,0,.3)" stroke-width="7"/>',
  rocket:
    '<path d="M50 6c18 14 24 36 20 58H30C26 42 32 20 50 6z"/><circle cx="50" cy="36" r="9" fill="rgba(0,0,0,.35)"/><path d="M30 64 16 84l18-6M70 64l14 20-18-6M42 70h16l-8 20z"/>',
  trophy:
    '<path d="M26 10h48v26c0 16-10 26-24 26S26 52 26 36z"/><path d="M26 18H10c0 16 8 24 18 24M74 18h16c0 16-8 24-18 24" fill="none" stroke="currentColor" stroke-width="6"/><rect x="44" y="60" width="12" height="18"/><rect x="28" y="78" width="44" height="12" rx="3"/>',
  dice: '<rect x="10" y="10" width="80" height="80" rx="16"/><g fill="rgba(0,0,0,.45)"><circle cx="30" cy="30" r="8"/><circle cx="50" cy="50" r="8"/><circle cx="70" cy="70" r="8"/><circle cx="70" cy="30" r="8"/><circle cx="30" cy="70" r="8"/></g>',
  gift: '<rect x="10" y="36" width="80" height="54" rx="6"/><rect x="4" y="24" width="92" height="18" rx="4"/><path d="M44 24h12v66H44z" fill="rgba(0,0,0,.3)"/><path d="M50 24c-8-18-30-18-24-4 3 6 24 4 24 4zm0 0c8-18 30-18 24-4-3 6-24 4-24 4z"/>',
  phone:
    '<rect x="26" y="6" width="48" height="88" rx="10"/><rect x="32" y="16" width="36" height="62" rx="3" fill="rgba(0,0,0,.3)"/><circle cx="50" cy="86" r="4" fill="rgba(0,0,0,.35)"/>',
} as const;
export type GlyphName = keyof typeof glyphs;

/** A glyph scaled to `size` with its top-left corner at (x, y). */
export function glyph(name: GlyphName, x: number, y: number, size: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})" fill="${fill}" color="${fill}">${glyphs[name]}</g>`;
}

export const svgFont = "font-family=\"'Noto Sans Bengali', 'Segoe UI', system-ui, sans-serif\"";
