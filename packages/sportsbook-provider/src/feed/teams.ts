import type { PlayedSport } from '../sports/index.js';
import type { Text } from '../sports/model.js';

const t = (en: string, bn: string): Text => ({ en, bn });

/** Leagues and their sides the simulator draws fixtures from. */
export const leagues: Record<PlayedSport, { league: Text; teams: Text[] }[]> = {
  cricket: [
    {
      league: t('Bangladesh Premier League', 'বাংলাদেশ প্রিমিয়ার লিগ'),
      teams: [
        t('Dhaka Dynamites', 'ঢাকা ডায়নামাইটস'),
        t('Comilla Victorians', 'কুমিল্লা ভিক্টোরিয়ানস'),
        t('Rangpur Riders', 'রংপুর রাইডার্স'),
        t('Sylhet Strikers', 'সিলেট স্ট্রাইকার্স'),
        t('Chattogram Challengers', 'চট্টগ্রাম চ্যালেঞ্জার্স'),
        t('Khulna Tigers', 'খুলনা টাইগার্স'),
      ],
    },
    {
      league: t('Indian Premier League', 'ইন্ডিয়ান প্রিমিয়ার লিগ'),
      teams: [
        t('Mumbai Indians', 'মুম্বাই ইন্ডিয়ান্স'),
        t('Chennai Super Kings', 'চেন্নাই সুপার কিংস'),
        t('Kolkata Knight Riders', 'কলকাতা নাইট রাইডার্স'),
        t('Royal Challengers', 'রয়্যাল চ্যালেঞ্জার্স'),
      ],
    },
    {
      league: t('T20 Internationals', 'টি-টোয়েন্টি আন্তর্জাতিক'),
      teams: [
        t('Bangladesh', 'বাংলাদেশ'),
        t('India', 'ভারত'),
        t('Pakistan', 'পাকিস্তান'),
        t('Sri Lanka', 'শ্রীলঙ্কা'),
        t('Australia', 'অস্ট্রেলিয়া'),
        t('England', 'ইংল্যান্ড'),
      ],
    },
  ],
  football: [
    {
      league: t('Premier League', 'প্রিমিয়ার লিগ'),
      teams: [
        t('Arsenal', 'আর্সেনাল'),
        t('Chelsea', 'চেলসি'),
        t('Liverpool', 'লিভারপুল'),
        t('Man City', 'ম্যান সিটি'),
        t('Man United', 'ম্যান ইউনাইটেড'),
        t('Tottenham', 'টটেনহ্যাম'),
      ],
    },
    {
      league: t('La Liga', 'লা লিগা'),
      teams: [
        t('Real Madrid', 'রিয়াল মাদ্রিদ'),
        t('Barcelona', 'বার্সেলোনা'),
        t('Atlético Madrid', 'অ্যাতলেতিকো মাদ্রিদ'),
        t('Sevilla', 'সেভিয়া'),
      ],
    },
    {
      league: t('Bangladesh Premier League Football', 'বাংলাদেশ প্রিমিয়ার লিগ ফুটবল'),
      teams: [
        t('Abahani Limited', 'আবাহনী লিমিটেড'),
        t('Bashundhara Kings', 'বসুন্ধরা কিংস'),
        t('Mohammedan SC', 'মোহামেডান'),
        t('Sheikh Russel KC', 'শেখ রাসেল'),
      ],
    },
  ],
  basketball: [
    {
      league: t('NBA', 'এনবিএ'),
      teams: [
        t('Lakers', 'লেকার্স'),
        t('Celtics', 'সেল্টিকস'),
        t('Warriors', 'ওয়ারিয়র্স'),
        t('Bulls', 'বুলস'),
        t('Heat', 'হিট'),
      ],
    },
  ],
  tennis: [
    {
      league: t('ATP Tour', 'এটিপি ট্যুর'),
      teams: [
        t('C. Alcaraz', 'সি. আলকারাজ'),
        t('J. Sinner', 'জে. সিনার'),
        t('N. Djokovic', 'এন. জোকোভিচ'),
        t('D. Medvedev', 'ডি. মেদভেদেভ'),
      ],
    },
  ],
  kabaddi: [
    {
      league: t('Pro Kabaddi League', 'প্রো কাবাডি লিগ'),
      teams: [
        t('Patna Pirates', 'পাটনা পাইরেটস'),
        t('Bengal Warriors', 'বেঙ্গল ওয়ারিয়র্স'),
        t('Jaipur Pink Panthers', 'জয়পুর পিঙ্ক প্যান্থার্স'),
        t('U Mumba', 'ইউ মুম্বা'),
      ],
    },
  ],
  cs2: [
    {
      league: t('CS2 Major', 'সিএস২ মেজর'),
      teams: [
        t('NAVI', 'নাভি'),
        t('FaZe', 'ফেজ'),
        t('Vitality', 'ভাইটালিটি'),
        t('G2', 'জি২'),
        t('MOUZ', 'মাউজ'),
      ],
    },
  ],
  dota2: [
    {
      league: t('Dota 2 Pro League', 'ডোটা ২ প্রো লিগ'),
      teams: [
        t('Team Spirit', 'টিম স্পিরিট'),
        t('Team Liquid', 'টিম লিকুইড'),
        t('Gaimin Gladiators', 'গেইমিন গ্ল্যাডিয়েটরস'),
        t('Tundra', 'টুন্ড্রা'),
      ],
    },
  ],
  lol: [
    {
      league: t('LoL Champions', 'এলওএল চ্যাম্পিয়নস'),
      teams: [
        t('T1', 'টি১'),
        t('Gen.G', 'জেন.জি'),
        t('G2 Esports', 'জি২ ই-স্পোর্টস'),
        t('JD Gaming', 'জেডি গেমিং'),
      ],
    },
  ],
  valorant: [
    {
      league: t('Valorant Champions Tour', 'ভ্যালোরান্ট চ্যাম্পিয়নস ট্যুর'),
      teams: [
        t('Sentinels', 'সেন্টিনেলস'),
        t('Fnatic', 'ফ্যানাটিক'),
        t('Paper Rex', 'পেপার রেক্স'),
        t('LOUD', 'লাউড'),
      ],
    },
  ],
};

/** Batting orders for the cricket sides (top four), by team name. */
export const cricketPlayers = (team: string): string[] => {
  const names = [
    'Tamim',
    'Litton',
    'Shanto',
    'Mushfiq',
    'Rohit',
    'Gill',
    'Kohli',
    'Babar',
    'Rizwan',
    'Warner',
    'Head',
    'Buttler',
    'Salt',
    'Nissanka',
  ];
  let hash = 0;
  for (const char of team) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return Array.from({ length: 4 }, (_, i) => names[(hash + i * 5) % names.length]!);
};
