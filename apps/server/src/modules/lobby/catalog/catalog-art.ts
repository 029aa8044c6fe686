import {
  houseEngineFor,
  paletteOf,
  slotThemeFor,
  symbolArtMarkup,
  type EngineId,
  type SymbolRole,
} from '@app/house-games';
import { escapeXml, glyph, hueOf, shorten, svgFont, type GlyphName } from '../../../lib/svg-art.js';

export interface IconSubject {
  nodeId: string;
  name: string;
  vendor: string;
  gameType: string;
  gameCode: string;
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

/**
 * A game icon, drawn from what the game is: a house slot shows three of its theme's symbols on the
 * theme's colours; the other house games a scene of their own (cards on felt, a rising curve, fish,
 * a scratch ticket, plinko pegs, keno balls), varied per game by a hash of its name; other games the
 * vendor's colours with a glyph for their kind. The vendor and the short title on top.
 */
export function renderGameIcon(subject: IconSubject, scale = 1): string {
  const seed = hueOf(`${subject.name}:${subject.nodeId}`);
  const hue = (hueOf(subject.vendor) + (hueOf(subject.name) % 80)) % 360;
  const size = 200 * scale;
  const engine = houseEngineFor(subject);
  const scene = engine ? houseScene(engine, subject, seed) : glyphScene(subject, hue);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(subject.name)}">
${scene}
<rect x="10" y="10" rx="9" width="${12 + subject.vendor.length * 9}" height="22" fill="rgba(0,0,0,.45)"/>
<text x="16" y="26" font-size="14" font-weight="700" fill="#fff" ${svgFont}>${escapeXml(subject.vendor)}</text>
<rect x="0" y="148" width="200" height="52" fill="rgba(0,0,0,.5)"/>
<text x="100" y="181" font-size="19" font-weight="700" fill="#fff" text-anchor="middle" ${svgFont}>${escapeXml(shorten(subject.name, 17))}</text>
</svg>`;
}

function glyphScene(subject: IconSubject, hue: number): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,26%)"/></linearGradient></defs>
<rect width="200" height="200" rx="28" fill="url(#g)"/>
${glyph(glyphFor(subject, hueOf(subject.name)), 56, 30, 88, `hsl(${(hue + 180) % 360},90%,78%)`)}`;
}

const backdrop = (from: string, to: string) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="200" height="200" rx="28" fill="url(#g)"/>`;

const at = (x: number, y: number, scale: number, markup: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${markup}</g>`;

const highRoles: readonly SymbolRole[] = ['H1', 'H2', 'H3', 'H4'];
const sideRoles: readonly SymbolRole[] = ['WILD', 'SCATTER', 'L1', 'H4', 'H3'];

function houseScene(engine: EngineId, subject: IconSubject, seed: number): string {
  const shift = seed % 40;
  switch (engine) {
    case 'slots': {
      const theme = slotThemeFor(subject.gameCode).id;
      const palette = paletteOf(theme);
      const centre = highRoles[seed % highRoles.length]!;
      const left = sideRoles[(seed >> 3) % sideRoles.length]!;
      const right = sideRoles[((seed >> 3) + 1 + (seed % 3)) % sideRoles.length]!;
      return `${backdrop(palette.backdrop, palette.rim)}
<circle cx="100" cy="84" r="70" fill="${palette.accent}" opacity=".25"/>
${at(8, 52, 0.62, symbolArtMarkup(theme, left))}${at(130, 52, 0.62, symbolArtMarkup(theme, right))}${at(48, 30, 1.04, symbolArtMarkup(theme, centre))}`;
    }
    case 'baccarat':
    case 'dragon-tiger': {
      const ranks = ['A', 'K', 'Q', 'J', '9', '8', '7'];
      const card = (x: number, rotate: number, rank: string, red: boolean) =>
        `<g transform="translate(${x} 46) rotate(${rotate} 30 44)"><rect width="60" height="88" rx="8" fill="#fff" stroke="#222" stroke-width="1.5"/><text x="30" y="52" font-size="34" font-weight="800" text-anchor="middle" fill="${red ? '#c62828' : '#111'}" ${svgFont}>${rank}</text><text x="30" y="78" font-size="22" text-anchor="middle" fill="${red ? '#c62828' : '#111'}">${red ? '♥' : '♠'}</text></g>`;
      const labels =
        engine === 'baccarat'
          ? `<text x="52" y="40" font-size="15" font-weight="800" fill="#6aa8ff" text-anchor="middle" ${svgFont}>P</text><text x="148" y="40" font-size="15" font-weight="800" fill="#ff7b7b" text-anchor="middle" ${svgFont}>B</text>`
          : `<rect x="0" y="0" width="100" height="200" rx="28" fill="rgba(214,48,49,.35)"/><rect x="100" y="0" width="100" height="200" rx="28" fill="rgba(30,111,217,.35)"/>`;
      return `${backdrop(`hsl(${140 + shift},55%,32%)`, `hsl(${150 + shift},60%,14%)`)}${labels}
${card(28, -8, ranks[seed % ranks.length]!, seed % 2 === 0)}${card(110, 8, ranks[(seed >> 2) % ranks.length]!, seed % 3 === 0)}
<circle cx="100" cy="128" r="15" fill="#e0a100" stroke="#fff" stroke-width="4" stroke-dasharray="6 4"/>`;
    }
    case 'crash': {
      const bend = 40 + (seed % 40);
      return `${backdrop(`hsl(${240 + shift},45%,22%)`, '#05060f')}
<path d="M18 140Q${110 + bend / 2} 136 172 ${40 + (seed % 30)}" fill="none" stroke="#ffb020" stroke-width="7" stroke-linecap="round"/>
${glyph('rocket', 142, 18 + (seed % 30), 46, '#ff4d4f')}
<text x="60" y="96" font-size="30" font-weight="900" fill="#fff" ${svgFont}>${((seed % 900) / 100 + 1.5).toFixed(2)}×</text>`;
    }
    case 'fish': {
      const fish = (x: number, y: number, length: number, colour: string, flip: boolean) =>
        `<g transform="translate(${x} ${y}) scale(${flip ? -1 : 1} 1)"><polygon points="${-length * 0.55},0 ${-length},${-length * 0.35} ${-length},${length * 0.35}" fill="${colour}"/><ellipse rx="${length * 0.6}" ry="${length * 0.38}" fill="${colour}"/><circle cx="${length * 0.32}" cy="${-length * 0.1}" r="${length * 0.08}" fill="#111"/></g>`;
      return `${backdrop(`hsl(${195 + shift},70%,40%)`, `hsl(${215 + shift},80%,14%)`)}
${fish(70 + (seed % 30), 70, 58, `hsl(${seed % 360},85%,60%)`, seed % 2 === 0)}${fish(140, 112, 34, `hsl(${(seed + 120) % 360},85%,62%)`, seed % 2 === 1)}${fish(50, 124, 26, `hsl(${(seed + 240) % 360},85%,62%)`, false)}
<circle cx="160" cy="52" r="6" fill="none" stroke="rgba(255,255,255,.6)" stroke-width="2"/><circle cx="150" cy="36" r="4" fill="none" stroke="rgba(255,255,255,.6)" stroke-width="2"/>`;
    }
    case 'scratch': {
      const cells = Array.from({ length: 9 }, (_, i) => {
        const x = 44 + (i % 3) * 40;
        const y = 40 + Math.floor(i / 3) * 34;
        const open = ((seed >> i) & 1) === 1;
        return open
          ? at(x, y, 0.3, symbolArtMarkup('fruits', (['L4', 'H1', 'H3'] as const)[(seed + i) % 3]!))
          : `<rect x="${x}" y="${y}" width="30" height="30" rx="6" fill="#c9d0d8"/>`;
      }).join('');
      return `${backdrop(`hsl(${280 + shift},60%,45%)`, `hsl(${40 + shift},85%,45%)`)}<rect x="34" y="32" width="132" height="112" rx="12" fill="#fff8e6"/>${cells}`;
    }
    case 'plinko': {
      const pegs = Array.from({ length: 6 }, (_, row) =>
        Array.from(
          { length: row + 2 },
          (_, peg) =>
            `<circle cx="${100 + (peg - (row + 1) / 2) * 20}" cy="${38 + row * 17}" r="3.5" fill="#e6ecff"/>`,
        ).join(''),
      ).join('');
      const slots = ['#ff3d5a', '#ffb020', '#4dabf7', '#4dabf7', '#ffb020', '#ff3d5a', '#ff7a2f']
        .map(
          (colour, i) => `<rect x="${32 + i * 20}" y="138" width="16" height="8" rx="2" fill="${colour}"/>`,
        )
        .join('');
      return `${backdrop(`hsl(${225 + shift},50%,24%)`, '#070b1f')}${pegs}${slots}<circle cx="${90 + (seed % 20)}" cy="${62 + (seed % 30)}" r="7" fill="#ff4fa3"/>`;
    }
    case 'keno': {
      const balls = Array.from({ length: 5 }, (_, i) => {
        const n = ((seed * (i + 3)) % 40) + 1;
        const x = 36 + i * 32;
        const y = 80 + ((i % 2) * 2 - 1) * 18;
        return `<circle cx="${x}" cy="${y}" r="17" fill="hsl(${(seed + i * 60) % 360},75%,55%)"/><circle cx="${x}" cy="${y}" r="10" fill="#fff"/><text x="${x}" y="${y + 5}" font-size="12" font-weight="800" text-anchor="middle" fill="#111" ${svgFont}>${n}</text>`;
      }).join('');
      return `${backdrop(`hsl(${10 + shift},70%,45%)`, `hsl(${330 + shift},60%,22%)`)}${balls}`;
    }
    case 'video-poker': {
      // A fanned royal flush in a suit picked by the seed, the held cards raised.
      const [suit, red] = (
        [
          ['♠', false],
          ['♥', true],
          ['♦', true],
          ['♣', false],
        ] as const
      )[seed % 4]!;
      const cards = ['T', 'J', 'Q', 'K', 'A']
        .map((rank, i) => {
          const colour = red ? '#c62828' : '#111';
          const y = 58 - ((seed >> i) & 1) * 12;
          return `<g transform="translate(${22 + i * 32} ${y}) rotate(${(i - 2) * 6} 22 34)"><rect width="44" height="68" rx="6" fill="#fff" stroke="#222" stroke-width="1.5"/><text x="22" y="34" font-size="22" font-weight="800" text-anchor="middle" fill="${colour}" ${svgFont}>${rank}</text><text x="22" y="56" font-size="16" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
        })
        .join('');
      return `${backdrop(`hsl(${200 + shift},60%,30%)`, `hsl(${230 + shift},70%,12%)`)}${cards}`;
    }
  }
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
