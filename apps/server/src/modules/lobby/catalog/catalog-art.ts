import { escapeXml, glyph, hueOf, shorten, svgFont, type GlyphName } from '../../../lib/svg-art.js';

export interface IconSubject {
  nodeId: string;
  name: string;
  vendor: string;
  gameType: string;
  gameClassify: string | null;
}

const slotGlyphs: readonly GlyphName[] = ['star', 'gem', 'seven', 'bell', 'coin', 'crown', 'heart', 'gift'];
const cardGlyphs: readonly GlyphName[] = ['spade', 'heart', 'club', 'gem'];
const classifyGlyphs: Record<string, GlyphName> = {
  JP: 'crown',
  SC: 'ticket',
  VP: 'spade',
  TG: 'chip',
  AC: 'rocket',
  BG: 'ball',
};
const typeGlyphs: Record<string, GlyphName> = {
  FISH: 'fish',
  SPORTS: 'ball',
  ESPORTS: 'controller',
  COCKFIGHT: 'trophy',
  LOTT: 'ticket',
  ELOTT: 'dice',
};

function glyphFor(subject: IconSubject, seed: number): GlyphName {
  if (subject.gameClassify && classifyGlyphs[subject.gameClassify])
    return classifyGlyphs[subject.gameClassify]!;
  if (typeGlyphs[subject.gameType]) return typeGlyphs[subject.gameType]!;
  const set = subject.gameType === 'LIVE' || subject.gameType === 'PVP' ? cardGlyphs : slotGlyphs;
  return set[seed % set.length]!;
}

/** A game icon: the vendor's colours, a glyph for the kind of game and the game's short title. */
export function renderGameIcon(subject: IconSubject, scale = 1): string {
  const hue = (hueOf(subject.vendor) + (hueOf(subject.name) % 80)) % 360;
  const size = 200 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(subject.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,26%)"/></linearGradient>
<radialGradient id="s" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="rgba(255,255,255,.35)"/><stop offset="1" stop-color="rgba(255,255,255,0)"/></radialGradient></defs>
<rect width="200" height="200" rx="28" fill="url(#g)"/><circle cx="100" cy="80" r="78" fill="url(#s)"/>
${glyph(glyphFor(subject, hueOf(subject.name)), 56, 30, 88, `hsl(${(hue + 180) % 360},90%,78%)`)}
<rect x="10" y="10" rx="9" width="${12 + subject.vendor.length * 9}" height="22" fill="rgba(0,0,0,.35)"/>
<text x="16" y="26" font-size="14" font-weight="700" fill="#fff" ${svgFont}>${escapeXml(subject.vendor)}</text>
<rect x="0" y="140" width="200" height="60" fill="rgba(0,0,0,.38)"/>
<text x="100" y="177" font-size="19" font-weight="700" fill="#fff" text-anchor="middle" ${svgFont}>${escapeXml(shorten(subject.name, 17))}</text>
</svg>`;
}

/** A vendor logo: the code large, the display name below, on the vendor's colours. */
export function renderVendorLogo(vendor: { code: string; name: string }): string {
  const hue = hueOf(vendor.code);
  const code = vendor.code.replaceAll('_', ' ');
  const codeSize = Math.min(44, Math.floor(300 / Math.max(code.length, 3)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(vendor.name)}">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue},65%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,30%)"/></linearGradient></defs>
<rect width="240" height="96" rx="16" fill="url(#v)"/>
<text x="120" y="${38 + codeSize / 2}" font-size="${codeSize}" font-weight="800" fill="#fff" text-anchor="middle" ${svgFont}>${escapeXml(code)}</text>
<text x="120" y="84" font-size="14" fill="rgba(255,255,255,.85)" text-anchor="middle" ${svgFont}>${escapeXml(shorten(vendor.name, 26))}</text>
</svg>`;
}
