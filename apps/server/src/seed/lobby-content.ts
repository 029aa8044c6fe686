import { bannerImageUrl, type AnnouncementData } from '@app/contracts';

/**
 * Operator content a new site starts with, in English and Bengali: home and login-page banners
 * (artwork drawn by the server), notices, a headline, welcome popups and sample promotions. The
 * operator changes or withdraws them; the seed never brings a seed key back.
 */
type SeedAnnouncement = AnnouncementData & { seedKey: string };

const base = {
  platform: 'W',
  sort: 0,
  enabled: true,
  groupName: null,
  execution: null,
  promotionType: null,
  imageUrl: null,
  linkageType: null,
  target: null,
  startsAt: null,
  endsAt: null,
} as const satisfies Partial<AnnouncementData>;

const art = (design: string) => ({
  en: bannerImageUrl(design, 'en'),
  bn: bannerImageUrl(design, 'bn'),
});

function banner(
  seedKey: string,
  groupName: 'w_home' | 'w_login' | 'w_register' | 'w_forget',
  design: string,
  titles: { en: string; bn: string },
  sort: number,
  route?: string,
): SeedAnnouncement {
  const images = art(design);
  return {
    ...base,
    seedKey,
    type: 'B',
    groupName,
    sort,
    imageUrl: images.en,
    ...(route ? { linkageType: 'ROUTE', target: route } : {}),
    texts: {
      en: { title: titles.en, content: '', imageUrl: images.en },
      bn: { title: titles.bn, content: '', imageUrl: images.bn },
    },
  };
}

export const lobbyAnnouncements: readonly SeedAnnouncement[] = [
  banner(
    'banner-home-welcome',
    'w_home',
    'welcome',
    { en: 'Welcome to TakaPlay', bn: 'টাকাপ্লে-তে স্বাগতম' },
    1,
    '/promotions',
  ),
  banner(
    'banner-home-slots',
    'w_home',
    'slots',
    { en: '10,000+ slot games', bn: '১০,০০০+ স্লট গেম' },
    2,
    '/rng',
  ),
  banner('banner-home-live', 'w_home', 'live', { en: 'Live casino', bn: 'লাইভ ক্যাসিনো' }, 3, '/live'),
  banner(
    'banner-home-sports',
    'w_home',
    'sports',
    { en: 'Cricket and football', bn: 'ক্রিকেট ও ফুটবল' },
    4,
    '/sports',
  ),
  banner('banner-home-lottery', 'w_home', 'lottery', { en: 'Lottery draws', bn: 'লটারি ড্র' }, 5, '/lott'),
  banner('banner-login', 'w_login', 'app', { en: 'Get the app', bn: 'অ্যাপ ডাউনলোড করুন' }, 1),
  banner(
    'banner-register',
    'w_register',
    'referral',
    { en: 'Invite your friends', bn: 'বন্ধুদের আমন্ত্রণ জানান' },
    1,
  ),
  banner('banner-forget', 'w_forget', 'welcome', { en: 'Welcome back', bn: 'আবার স্বাগতম' }, 1),
  {
    ...base,
    seedKey: 'headline-welcome',
    type: 'H',
    texts: {
      en: { title: 'Welcome to TakaPlay: thousands of games in Bengali and English.', content: '' },
      bn: { title: 'টাকাপ্লে-তে স্বাগতম: বাংলা ও ইংরেজিতে হাজারো গেম।', content: '' },
    },
  },
  {
    ...base,
    seedKey: 'notice-welcome',
    type: 'PL',
    sort: 1,
    texts: {
      en: {
        title: 'Welcome to TakaPlay',
        content:
          '<p>Thank you for choosing TakaPlay. Browse slots, live casino, fishing, card games, sports and lottery in one place.</p><p>Need help? Our support team is available 24/7 from the <strong>Live support</strong> menu.</p>',
      },
      bn: {
        title: 'টাকাপ্লে-তে স্বাগতম',
        content:
          '<p>টাকাপ্লে বেছে নেওয়ার জন্য ধন্যবাদ। স্লট, লাইভ ক্যাসিনো, ফিশিং, কার্ড গেম, স্পোর্টস ও লটারি এক জায়গায় খেলুন।</p><p>সাহায্য দরকার? <strong>লাইভ সাপোর্ট</strong> মেনু থেকে আমাদের সাপোর্ট টিম ২৪/৭ আপনার পাশে।</p>',
      },
    },
  },
  {
    ...base,
    seedKey: 'notice-responsible-gaming',
    type: 'PL',
    sort: 2,
    texts: {
      en: {
        title: 'Play responsibly',
        content:
          '<p>Gaming should be fun. Set yourself a budget, take breaks, and never chase losses.</p><ul><li>Only players aged 18 or over may play.</li><li>Contact support if you want to limit or close your account.</li></ul>',
      },
      bn: {
        title: 'দায়িত্বের সাথে খেলুন',
        content:
          '<p>খেলা হোক আনন্দের। নিজের জন্য একটি বাজেট ঠিক করুন, বিরতি নিন এবং হারানো টাকা ফেরত পেতে খেলবেন না।</p><ul><li>শুধুমাত্র ১৮ বছর বা তার বেশি বয়সীরা খেলতে পারবেন।</li><li>অ্যাকাউন্ট সীমিত বা বন্ধ করতে চাইলে সাপোর্টে যোগাযোগ করুন।</li></ul>',
      },
    },
  },
  {
    ...base,
    seedKey: 'notice-security',
    type: 'PL',
    sort: 3,
    texts: {
      en: {
        title: 'Keep your account safe',
        content:
          '<p>TakaPlay staff will never ask for your password or verification codes. Bind your mobile number in the security centre and change your password regularly.</p>',
      },
      bn: {
        title: 'আপনার অ্যাকাউন্ট নিরাপদ রাখুন',
        content:
          '<p>টাকাপ্লে-র কর্মীরা কখনো আপনার পাসওয়ার্ড বা ভেরিফিকেশন কোড চাইবে না। সিকিউরিটি সেন্টারে আপনার মোবাইল নম্বর যুক্ত করুন এবং নিয়মিত পাসওয়ার্ড পরিবর্তন করুন।</p>',
      },
    },
  },
  {
    ...base,
    seedKey: 'popup-visitor',
    type: 'PU',
    execution: 'B',
    texts: {
      en: {
        title: 'Welcome!',
        content:
          '<p>Create a free account to save favourites and play for real. Visitors can try many games for free.</p>',
      },
      bn: {
        title: 'স্বাগতম!',
        content:
          '<p>ফেভারিট সংরক্ষণ করতে ও আসল টাকায় খেলতে একটি ফ্রি অ্যাকাউন্ট খুলুন। ভিজিটররা অনেক গেম ফ্রিতে চেষ্টা করতে পারেন।</p>',
      },
    },
  },
  {
    ...base,
    seedKey: 'popup-member',
    type: 'PU',
    execution: 'F',
    texts: {
      en: {
        title: 'Good to see you',
        content:
          '<p>New games arrive every week. Check the <strong>New games</strong> lane and the promotions page.</p>',
      },
      bn: {
        title: 'আপনাকে দেখে ভালো লাগলো',
        content: '<p>প্রতি সপ্তাহে নতুন গেম আসে। <strong>নতুন গেম</strong> সারি এবং প্রমোশন পেজ দেখুন।</p>',
      },
    },
  },
  ...(
    [
      [
        'promo-newbie',
        'NEWBIE',
        'welcome',
        'New member welcome',
        'নতুন সদস্যদের স্বাগতম',
        'Sign up, complete your profile and explore thousands of games. Ask support about the current welcome offer.',
        'সাইন আপ করুন, প্রোফাইল সম্পূর্ণ করুন এবং হাজারো গেম উপভোগ করুন। বর্তমান স্বাগতম অফার সম্পর্কে সাপোর্টে জিজ্ঞাসা করুন।',
      ],
      [
        'promo-slots',
        'SLOTS',
        'slots',
        'Slot of the week',
        'সপ্তাহের স্লট',
        'Every week we pick a slot for the spotlight. Find it in the Hot games section.',
        'প্রতি সপ্তাহে আমরা একটি স্লট বেছে নিই। হট গেম সেকশনে সেটি খুঁজে নিন।',
      ],
      [
        'promo-sports',
        'SPORTS',
        'sports',
        'Cricket season',
        'ক্রিকেট মৌসুম',
        'Follow every match of the season with live odds.',
        'লাইভ অডসসহ মৌসুমের প্রতিটি ম্যাচ অনুসরণ করুন।',
      ],
      [
        'promo-rebate',
        'REBATE',
        'rebate',
        'Daily rebate',
        'দৈনিক রিবেট',
        'A share of your daily valid bets comes back to your wallet. Rates are shown in the member centre.',
        'আপনার দৈনিক বৈধ বাজির একটি অংশ ওয়ালেটে ফেরত আসে। হার মেম্বার সেন্টারে দেখানো হয়।',
      ],
      [
        'promo-app',
        'APP_DOWNLOAD',
        'app',
        'Play on the app',
        'অ্যাপে খেলুন',
        'Install the TakaPlay app for iOS or Android from the side menu.',
        'সাইড মেনু থেকে iOS বা Android-এর জন্য টাকাপ্লে অ্যাপ ইনস্টল করুন।',
      ],
    ] as const
  ).map(([seedKey, promotionType, design, titleEn, titleBn, textEn, textBn], sort): SeedAnnouncement => ({
    ...base,
    seedKey,
    type: 'PR',
    promotionType,
    sort,
    imageUrl: art(design).en,
    texts: {
      en: { title: titleEn, content: `<p>${textEn}</p>`, imageUrl: art(design).en },
      bn: { title: titleBn, content: `<p>${textBn}</p>`, imageUrl: art(design).bn },
    },
  })),
];

/** The demo player's first platform message. */
export const welcomeMessage = {
  title: 'Welcome to TakaPlay',
  content:
    '<p>Your account is ready. Add games to your favourites with the heart icon, and find your recently played games under Recent.</p>',
};
