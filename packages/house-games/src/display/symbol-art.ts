import type { SymbolRole } from '../slots/types.js';

/**
 * Slot symbol artwork, drawn as SVG markup in a 100 × 100 box: no image files, no outside URLs, no ids
 * (so several drawings can share one document). Each theme has its own drawings and its own tile
 * colours, so two themes never look alike; the royals (A K Q J 10 9) are shared letters on the theme's
 * tiles.
 */
export interface ThemePalette {
  /** Behind the reels. */
  backdrop: string;
  /** A symbol tile's fill and its rim. */
  tile: string;
  rim: string;
  /** Highlights: paylines, the frame, the big-win text. */
  accent: string;
}

export const themePalettes: Record<string, ThemePalette> = {
  fruits: { backdrop: '#3b0a3f', tile: '#fff4d6', rim: '#f2b134', accent: '#ffd23f' },
  tiger: { backdrop: '#0f2f1a', tile: '#f6e7c1', rim: '#c9711c', accent: '#ff9a1f' },
  gems: { backdrop: '#1a1240', tile: '#2b2160', rim: '#9d7bff', accent: '#7fe3ff' },
  ocean: { backdrop: '#052a44', tile: '#d9f3ff', rim: '#2aa6c9', accent: '#5ff2d6' },
  pharaoh: { backdrop: '#2a1a06', tile: '#f3dfa8', rim: '#b8860b', accent: '#ffcc33' },
};

const DEFAULT_PALETTE: ThemePalette = themePalettes['fruits']!;
export const paletteOf = (themeId: string): ThemePalette => themePalettes[themeId] ?? DEFAULT_PALETTE;

const font = 'font-family="Georgia, \'Times New Roman\', serif" font-weight="900"';
const shine =
  '<ellipse cx="36" cy="30" rx="14" ry="8" fill="rgba(255,255,255,.45)" transform="rotate(-30 36 30)"/>';
const caption = (text: string, fill: string, stroke: string) =>
  `<rect x="12" y="70" width="76" height="22" rx="11" fill="${stroke}"/><text x="50" y="87" font-size="17" text-anchor="middle" fill="${fill}" ${font}>${text}</text>`;
const letter = (text: string, fill: string) =>
  `<text x="50" y="${text.length > 1 ? 70 : 74}" font-size="${text.length > 1 ? 52 : 64}" text-anchor="middle" fill="${fill}" stroke="rgba(0,0,0,.35)" stroke-width="2.5" ${font}>${text}</text>`;

const royalLetters: Partial<Record<SymbolRole, [string, string]>> = {
  L1: ['A', '#d62828'],
  L2: ['K', '#7b2cbf'],
  L3: ['Q', '#1d70c2'],
  L4: ['J', '#128a6b'],
  L5: ['10', '#e2711d'],
  L6: ['9', '#5c677d'],
};

const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="rgba(0,0,0,.3)" stroke-width="2"/>`;
};

/** Drawings per theme and role; roles a theme does not draw fall back to the royal letters. */
const drawings: Record<string, Partial<Record<SymbolRole, string>>> = {
  fruits: {
    H1: `<text x="50" y="82" font-size="86" text-anchor="middle" fill="#e63946" stroke="#7a0010" stroke-width="4" ${font}>7</text>`,
    H2: `<rect x="10" y="30" width="80" height="40" rx="8" fill="#1d1d2c" stroke="#f2b134" stroke-width="4"/><text x="50" y="61" font-size="26" text-anchor="middle" fill="#fff" ${font}>BAR</text>`,
    H3: `<path d="M50 12c4 0 7 3 7 6 14 4 21 16 21 32v16l8 10H14l8-10V50c0-16 7-28 21-32 0-3 3-6 7-6z" fill="#ffc300" stroke="#a86b00" stroke-width="3"/><circle cx="50" cy="84" r="7" fill="#a86b00"/>${shine}`,
    H4: `<path d="M8 38a42 42 0 0 0 84 0z" fill="#2d9b47"/><path d="M15 38a35 35 0 0 0 70 0z" fill="#e5383b"/><g fill="#222"><ellipse cx="35" cy="50" rx="2.5" ry="4"/><ellipse cx="50" cy="58" rx="2.5" ry="4"/><ellipse cx="65" cy="50" rx="2.5" ry="4"/><ellipse cx="42" cy="64" rx="2.5" ry="4"/><ellipse cx="58" cy="66" rx="2.5" ry="4"/></g>`,
    L1: `<ellipse cx="50" cy="56" rx="30" ry="32" fill="#6a2c91"/><path d="M50 26c8-12 20-14 26-10-6 8-16 12-26 10z" fill="#3a9d23"/>${shine}`,
    L2: `<circle cx="50" cy="54" r="34" fill="#f77f00"/><g fill="rgba(0,0,0,.12)"><circle cx="40" cy="60" r="2"/><circle cx="60" cy="48" r="2"/><circle cx="56" cy="68" r="2"/></g><path d="M50 20c6-10 18-10 22-6-8 6-14 8-22 6z" fill="#3a9d23"/>${shine}`,
    L3: `<path d="M8 52C20 22 80 22 92 52 80 82 20 82 8 52z" fill="#ffe066" stroke="#c9a100" stroke-width="3"/>${shine}`,
    L4: `<path d="M34 64C40 36 52 22 70 14M66 64C62 40 66 26 70 14" stroke="#3a6b1f" stroke-width="4" fill="none"/><circle cx="32" cy="68" r="18" fill="#d00000"/><circle cx="68" cy="68" r="18" fill="#b00000"/><circle cx="26" cy="62" r="5" fill="rgba(255,255,255,.5)"/><circle cx="62" cy="62" r="5" fill="rgba(255,255,255,.5)"/>`,
    L5: `<g fill="#7b2cbf" stroke="#4a1178" stroke-width="2"><circle cx="34" cy="34" r="12"/><circle cx="58" cy="34" r="12"/><circle cx="46" cy="52" r="12"/><circle cx="70" cy="52" r="12"/><circle cx="34" cy="56" r="12"/><circle cx="58" cy="70" r="12"/><circle cx="46" cy="84" r="10"/></g><path d="M46 22 52 8" stroke="#3a6b1f" stroke-width="4"/>`,
    L6: `<path d="M50 92C20 70 14 44 24 32c10-10 42-10 52 0 10 12 4 38-26 60z" fill="#e5383b"/><g fill="#ffe066"><circle cx="38" cy="46" r="2"/><circle cx="56" cy="44" r="2"/><circle cx="48" cy="60" r="2"/><circle cx="64" cy="58" r="2"/><circle cx="40" cy="66" r="2"/></g><path d="M28 30l10 4 12-12 12 12 10-4-6 10H34z" fill="#2d9b47"/>`,
    WILD: `${star(50, 42, 38, '#ffd23f')}${caption('WILD', '#fff', '#d62828')}`,
    SCATTER: `<circle cx="50" cy="44" r="34" fill="#f2b134" stroke="#a86b00" stroke-width="4"/><circle cx="50" cy="44" r="24" fill="none" stroke="#a86b00" stroke-width="3"/><text x="50" y="58" font-size="36" text-anchor="middle" fill="#a86b00" ${font}>$</text>${caption('BONUS', '#3b0a3f', '#ffd23f')}`,
  },
  tiger: {
    H1: `<path d="M22 22l10 16M78 22 68 38" stroke="#e76f00" stroke-width="14" stroke-linecap="round"/><circle cx="50" cy="54" r="34" fill="#f48c06"/><g fill="#1b1b1b"><path d="M50 22l-4 14h8z"/><path d="M18 50l14 4-14 6zM82 50l-14 4 14 6z"/><circle cx="38" cy="48" r="4"/><circle cx="62" cy="48" r="4"/><path d="M44 62h12l-6 8z"/></g><path d="M36 74q14 8 28 0" stroke="#fff" stroke-width="5" fill="none"/>`,
    H2: `<ellipse cx="24" cy="46" rx="18" ry="24" fill="#8d99ae"/><ellipse cx="76" cy="46" rx="18" ry="24" fill="#8d99ae"/><ellipse cx="50" cy="44" rx="24" ry="26" fill="#adb5bd"/><path d="M44 58c0 18 4 30 14 32 4-4-4-10-4-32z" fill="#adb5bd"/><circle cx="41" cy="40" r="3.5" fill="#222"/><circle cx="59" cy="40" r="3.5" fill="#222"/><path d="M38 60q-6 10 2 14M62 60q6 10-2 14" stroke="#fff" stroke-width="4" fill="none"/>`,
    H3: `<g stroke="#0a6b5c" stroke-width="1.5">${[-60, -30, 0, 30, 60]
      .map(
        (a) =>
          `<g transform="rotate(${a} 50 80)"><ellipse cx="50" cy="34" rx="10" ry="26" fill="#06a77d"/><circle cx="50" cy="22" r="6" fill="#1d4ed8"/></g>`,
      )
      .join(
        '',
      )}</g><ellipse cx="50" cy="74" rx="9" ry="14" fill="#1d4ed8"/><circle cx="50" cy="62" r="7" fill="#1d4ed8"/>`,
    H4: `<g fill="#ff70a6" stroke="#c9184a" stroke-width="2">${[-64, -32, 32, 64]
      .map((a) => `<ellipse cx="50" cy="42" rx="11" ry="30" transform="rotate(${a} 50 72)"/>`)
      .join(
        '',
      )}<ellipse cx="50" cy="42" rx="12" ry="32"/></g><ellipse cx="50" cy="80" rx="34" ry="7" fill="#2d6a4f"/>`,
    WILD: `<path d="M50 8C80 20 86 52 50 70 14 52 20 20 50 8z" fill="#2d9b47" stroke="#0f4d24" stroke-width="3"/><path d="M50 14v54" stroke="#0f4d24" stroke-width="3"/>${caption('WILD', '#fff', '#c9711c')}`,
    SCATTER: `<path d="M8 42Q50 0 92 42 50 84 8 42z" fill="#ffd23f" stroke="#a86b00" stroke-width="3"/><circle cx="50" cy="42" r="16" fill="#c9711c"/><ellipse cx="50" cy="42" rx="4" ry="13" fill="#1b1b1b"/>${caption('BONUS', '#0f2f1a', '#ffd23f')}`,
  },
  gems: {
    H1: `<polygon points="50,92 8,38 26,14 74,14 92,38" fill="#90e0ef" stroke="#0077b6" stroke-width="3"/><path d="M8 38h84M26 14l12 24 12-24 12 24 12-24M38 38l12 54 12-54" fill="none" stroke="#0077b6" stroke-width="2"/>${shine}`,
    H2: `<ellipse cx="50" cy="52" rx="34" ry="38" fill="#d00000" stroke="#6a040f" stroke-width="3"/><ellipse cx="50" cy="52" rx="18" ry="22" fill="#ff4d6d"/><path d="M16 52h68M50 14v76" stroke="#6a040f" stroke-width="1.5"/>${shine}`,
    H3: `<polygon points="30,12 70,12 88,30 88,70 70,88 30,88 12,70 12,30" fill="#2dc653" stroke="#155d27" stroke-width="3"/><rect x="30" y="30" width="40" height="40" fill="#6ede8a"/><path d="M12 30l18 0M70 30h18M12 70h18M70 70h18M30 12v18M70 12v18M30 70v18M70 70v18" stroke="#155d27" stroke-width="1.5"/>${shine}`,
    H4: `<polygon points="50,8 92,80 8,80" fill="#1d4ed8" stroke="#0b2470" stroke-width="3"/><polygon points="50,34 70,68 30,68" fill="#60a5fa"/>${shine}`,
    WILD: `<polygon points="10,62 14,18 32,40 50,8 68,40 86,18 90,62" fill="#ffd23f" stroke="#a86b00" stroke-width="3"/><circle cx="50" cy="40" r="5" fill="#d00000"/>${caption('WILD', '#1a1240', '#7fe3ff')}`,
    SCATTER: `<rect x="14" y="34" width="72" height="36" rx="4" fill="#8b4513" stroke="#3e1f0a" stroke-width="3"/><path d="M14 34q36-30 72 0z" fill="#a0522d" stroke="#3e1f0a" stroke-width="3"/><rect x="44" y="30" width="12" height="14" fill="#ffd23f"/><circle cx="30" cy="30" r="4" fill="#7fe3ff"/><circle cx="68" cy="26" r="4" fill="#ff4d6d"/>${caption('BONUS', '#fff', '#9d7bff')}`,
  },
  ocean: {
    H1: `<path d="M8 62q42 40 84 0z" fill="#f4a259"/><path d="M8 62q42-54 84 0" fill="#f7c59f" stroke="#c56a1f" stroke-width="2"/><circle cx="50" cy="56" r="18" fill="#f8f9fa" stroke="#adb5bd" stroke-width="2"/><circle cx="44" cy="50" r="5" fill="#fff"/>`,
    H2: `<path d="M10 70C20 30 60 14 88 30 72 30 66 40 70 54 58 42 40 44 26 60 34 62 38 70 36 78 28 70 18 68 10 70z" fill="#3a86ff" stroke="#023e8a" stroke-width="2"/><circle cx="72" cy="36" r="3" fill="#111"/><path d="M48 36l8-14 6 14" fill="#3a86ff"/>`,
    H3: `<ellipse cx="50" cy="52" rx="30" ry="24" fill="#2d6a4f" stroke="#1b4332" stroke-width="3"/><g fill="none" stroke="#95d5b2" stroke-width="2"><polygon points="50,36 62,44 62,58 50,66 38,58 38,44"/><path d="M50 28v8M50 66v10M38 44 24 38M62 44l14-6M38 58l-14 6M62 58l14 6"/></g><circle cx="86" cy="50" r="8" fill="#74c69d"/><g fill="#74c69d"><ellipse cx="26" cy="30" rx="9" ry="5"/><ellipse cx="26" cy="74" rx="9" ry="5"/><ellipse cx="70" cy="28" rx="9" ry="5"/><ellipse cx="70" cy="76" rx="9" ry="5"/></g>`,
    H4: `${star(50, 52, 42, '#ff8c42')}<g fill="#ffd6a5"><circle cx="50" cy="52" r="4"/><circle cx="50" cy="30" r="2.5"/><circle cx="70" cy="46" r="2.5"/><circle cx="30" cy="46" r="2.5"/></g>`,
    WILD: `<path d="M50 92V30M30 14v20q0 12 20 12 20 0 20-12V14M50 8v22" stroke="#ffd23f" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M24 18l6-10 6 10M64 18l6-10 6 10M44 12l6-10 6 10" fill="#ffd23f"/>${caption('WILD', '#052a44', '#5ff2d6')}`,
    SCATTER: `<path d="M50 70 12 30q38-34 76 0z" fill="#ff99c8" stroke="#c9184a" stroke-width="3"/><path d="M50 70 26 18M50 70V10M50 70 74 18M50 70 16 30M50 70l34-40" stroke="#c9184a" stroke-width="2"/>${caption('BONUS', '#fff', '#2aa6c9')}`,
  },
  pharaoh: {
    H1: `<path d="M50 8C26 8 16 26 14 46l-6 40h84l-6-40C84 26 74 8 50 8z" fill="#1d4ed8"/><g stroke="#ffd23f" stroke-width="5"><path d="M16 50h68M14 62h72M12 74h76"/></g><ellipse cx="50" cy="48" rx="20" ry="26" fill="#e9c46a"/><g fill="#1b1b1b"><ellipse cx="42" cy="44" rx="4" ry="2.5"/><ellipse cx="58" cy="44" rx="4" ry="2.5"/></g><rect x="46" y="72" width="8" height="16" fill="#1d4ed8"/>`,
    H2: `<ellipse cx="50" cy="56" rx="22" ry="30" fill="#0f766e" stroke="#053b36" stroke-width="3"/><circle cx="50" cy="24" r="10" fill="#0f766e"/><path d="M50 28v58" stroke="#053b36" stroke-width="3"/><g stroke="#0f766e" stroke-width="5" stroke-linecap="round"><path d="M28 44 10 34M28 60H8M30 76 14 88M72 44l18-10M72 60h20M70 76l16 12"/></g>`,
    H3: `<ellipse cx="50" cy="26" rx="14" ry="18" fill="none" stroke="#d4a017" stroke-width="9"/><path d="M20 48h60M50 44v48" stroke="#d4a017" stroke-width="11" stroke-linecap="round"/>`,
    H4: `<path d="M10 46Q50 14 90 46 50 66 10 46z" fill="#fff" stroke="#1d4ed8" stroke-width="5"/><circle cx="50" cy="44" r="11" fill="#1d4ed8"/><path d="M40 62q-4 14-14 20M56 60l6 26" stroke="#1d4ed8" stroke-width="5" fill="none"/><path d="M8 30q40-14 84 4" stroke="#1d4ed8" stroke-width="5" fill="none"/>`,
    WILD: `<polygon points="50,8 92,68 8,68" fill="#e9c46a" stroke="#8a5a00" stroke-width="3"/><path d="M50 8 62 68" stroke="#8a5a00" stroke-width="2"/><g stroke="#8a5a00" stroke-width="1.5"><path d="M29 38h42M19 53h62"/></g>${caption('WILD', '#fff', '#b8860b')}`,
    SCATTER: `<path d="M10 16h36q4 0 4 6v50q0-6-4-6H10z" fill="#7f1d1d" stroke="#3b0d0d" stroke-width="3"/><path d="M90 16H54q-4 0-4 6v50q0-6 4-6h36z" fill="#991b1b" stroke="#3b0d0d" stroke-width="3"/><path d="M66 30h14M66 40h14M20 30h14M20 40h14" stroke="#ffd23f" stroke-width="3"/>${caption('BONUS', '#2a1a06', '#ffcc33')}`,
  },
};

/** The drawing of a theme's symbol (markup in a 100 × 100 box, tile included). */
export function symbolArtMarkup(themeId: string, role: SymbolRole): string {
  const palette = paletteOf(themeId);
  const body = drawings[themeId]?.[role] ?? royalDrawing(role);
  return `<rect x="3" y="3" width="94" height="94" rx="18" fill="${palette.tile}" stroke="${palette.rim}" stroke-width="4"/><rect x="7" y="7" width="86" height="40" rx="14" fill="rgba(255,255,255,.18)"/>${body}`;
}

function royalDrawing(role: SymbolRole): string {
  const royal = royalLetters[role];
  return royal ? letter(royal[0], royal[1]) : '';
}

/** A whole SVG document of one symbol. */
export const symbolSvg = (themeId: string, role: SymbolRole): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${symbolArtMarkup(themeId, role)}</svg>`;

/** The same as a data: URL, for an <img> (allowed by the site's img-src). */
export const symbolDataUrl = (themeId: string, role: SymbolRole): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(symbolSvg(themeId, role))}`;
