import { EMBEDDED_FAMILY, embeddedBengaliStyle } from '../../../lib/embedded-font.js';
import { escapeXml, glyph, svgFont, type GlyphName } from '../../../lib/svg-art.js';

interface BannerDesign {
  glyph: GlyphName;
  hue: number;
  texts: Record<'en' | 'bn', readonly [title: string, subtitle: string]>;
}

/** The banner artwork shipped with the site; the seed's banners and promotions point at these. */
export const bannerDesigns = {
  welcome: {
    glyph: 'gift',
    hue: 24,
    texts: {
      en: ['Welcome to TakaPlay', 'Thousands of games, in Bengali and English'],
      bn: ['টাকাপ্লে-তে স্বাগতম', 'বাংলা ও ইংরেজিতে হাজারো গেম'],
    },
  },
  slots: {
    glyph: 'seven',
    hue: 282,
    texts: {
      en: ['10,000+ slot games', 'New releases every week'],
      bn: ['১০,০০০+ স্লট গেম', 'প্রতি সপ্তাহে নতুন গেম'],
    },
  },
  live: {
    glyph: 'spade',
    hue: 350,
    texts: {
      en: ['Live casino', 'Real dealers around the clock'],
      bn: ['লাইভ ক্যাসিনো', 'সার্বক্ষণিক আসল ডিলার'],
    },
  },
  sports: {
    glyph: 'ball',
    hue: 140,
    texts: {
      en: ['Cricket and football', 'Bet on every match'],
      bn: ['ক্রিকেট ও ফুটবল', 'প্রতিটি ম্যাচে বাজি ধরুন'],
    },
  },
  lottery: {
    glyph: 'ticket',
    hue: 200,
    texts: {
      en: ['Lottery draws', 'A new draw every few minutes'],
      bn: ['লটারি ড্র', 'কয়েক মিনিট পরপর নতুন ড্র'],
    },
  },
  referral: {
    glyph: 'crown',
    hue: 48,
    texts: {
      en: ['Invite your friends', 'Play together on TakaPlay'],
      bn: ['বন্ধুদের আমন্ত্রণ জানান', 'টাকাপ্লে-তে একসাথে খেলুন'],
    },
  },
  app: {
    glyph: 'phone',
    hue: 222,
    texts: {
      en: ['Get the app', 'Play anywhere on iOS and Android'],
      bn: ['অ্যাপ ডাউনলোড করুন', 'iOS ও Android-এ যেকোনো জায়গায় খেলুন'],
    },
  },
  rebate: {
    glyph: 'coin',
    hue: 168,
    texts: {
      en: ['Daily rebate', 'A share of every bet comes back'],
      bn: ['দৈনিক রিবেট', 'প্রতিটি বাজির একটি অংশ ফেরত'],
    },
  },
} as const satisfies Record<string, BannerDesign>;
export type BannerDesignId = keyof typeof bannerDesigns;

const rendered = new Map<string, Promise<string>>();

/**
 * A 3:1 banner: gradient, soft circles, a large glyph and the title and subtitle in one language, with
 * the Bengali glyphs it uses embedded. Drawn once per design and language, then kept.
 */
export function renderBanner(designId: string, language: string): Promise<string> | null {
  if (!Object.hasOwn(bannerDesigns, designId)) return null;
  const key = `${designId}:${language === 'bn' ? 'bn' : 'en'}`;
  let svg = rendered.get(key);
  if (!svg) {
    svg = drawBanner(bannerDesigns[designId as BannerDesignId], language);
    rendered.set(key, svg);
    svg.catch(() => rendered.delete(key));
  }
  return svg;
}

async function drawBanner(design: BannerDesign, language: string): Promise<string> {
  const [title, subtitle] = design.texts[language === 'bn' ? 'bn' : 'en'];
  const { hue } = design;
  const style = await embeddedBengaliStyle([
    { text: title, weight: 800 },
    { text: subtitle, weight: 400 },
  ]);
  const font = style
    ? `font-family="'${EMBEDDED_FAMILY}', 'Noto Sans Bengali', system-ui, sans-serif"`
    : svgFont;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(title)}">
<defs>${style}<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,18%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/>
<circle cx="980" cy="90" r="220" fill="rgba(255,255,255,.08)"/><circle cx="1120" cy="360" r="160" fill="rgba(255,255,255,.06)"/><circle cx="120" cy="420" r="140" fill="rgba(0,0,0,.12)"/>
${glyph(design.glyph, 820, 70, 260, `hsl(${(hue + 30) % 360},95%,75%)`)}
<text x="80" y="185" font-size="68" font-weight="800" fill="#fff" ${font}>${escapeXml(title)}</text>
<text x="80" y="250" font-size="34" font-weight="400" fill="rgba(255,255,255,.88)" ${font}>${escapeXml(subtitle)}</text>
</svg>`;
}
