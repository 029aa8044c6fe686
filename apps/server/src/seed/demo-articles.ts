import type { ArticleData } from '@app/contracts';
import type { Db } from '../db/database.js';
import { seedArticle } from '../modules/support/articles/articles.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A few published blog posts and news items in English and Bengali, dated over the last days. */
const demoArticles: (ArticleData & { daysAgo: number })[] = [
  {
    kind: 'news',
    slug: 'new-house-games',
    daysAgo: 1,
    coverUrl: null,
    texts: {
      en: {
        title: 'New house games in the lobby',
        body: '<p>Keno, plinko and crash have joined the slots and tables of our house provider.</p><p>Every round can be checked with its <strong>fairness proof</strong> from the game page.</p>',
      },
      bn: {
        title: 'লবিতে নতুন হাউস গেম',
        body: '<p>আমাদের হাউস প্রোভাইডারের স্লট ও টেবিলের সাথে কেনো, প্লিঙ্কো ও ক্র্যাশ যোগ হয়েছে।</p><p>গেম পেজ থেকে প্রতিটি রাউন্ড তার <strong>ন্যায্যতার প্রমাণ</strong> দিয়ে যাচাই করা যায়।</p>',
      },
    },
  },
  {
    kind: 'news',
    slug: 'weekend-maintenance',
    daysAgo: 4,
    coverUrl: null,
    texts: {
      en: {
        title: 'Short maintenance on Sunday night',
        body: '<p>The site will be unavailable for about 20 minutes on Sunday from 02:00. Your balance and open bets are safe.</p>',
      },
      bn: {
        title: 'রবিবার রাতে সংক্ষিপ্ত রক্ষণাবেক্ষণ',
        body: '<p>রবিবার রাত ০২:০০ থেকে প্রায় ২০ মিনিট সাইটটি বন্ধ থাকবে। আপনার ব্যালেন্স ও খোলা বাজি নিরাপদ থাকবে।</p>',
      },
    },
  },
  {
    kind: 'blog',
    slug: 'play-responsibly',
    daysAgo: 2,
    coverUrl: null,
    texts: {
      en: {
        title: 'Five habits for playing responsibly',
        body: '<p>Set a budget before you play and keep to it.</p><ul><li>Use deposit and loss limits in the member centre.</li><li>Take breaks: the reality check reminds you how long you have played.</li><li>Never chase losses.</li></ul>',
      },
      bn: {
        title: 'দায়িত্বশীলভাবে খেলার পাঁচটি অভ্যাস',
        body: '<p>খেলার আগে একটি বাজেট ঠিক করুন এবং তা মেনে চলুন।</p><ul><li>মেম্বার সেন্টারে জমা ও ক্ষতির সীমা ব্যবহার করুন।</li><li>বিরতি নিন: রিয়েলিটি চেক মনে করিয়ে দেয় আপনি কতক্ষণ খেলেছেন।</li><li>হারানো টাকা ফেরত পেতে কখনো খেলবেন না।</li></ul>',
      },
    },
  },
  {
    kind: 'blog',
    slug: 'cricket-betting-basics',
    daysAgo: 6,
    coverUrl: null,
    texts: {
      en: {
        title: 'Cricket betting basics',
        body: '<p>Match winner, total runs and top batter are the most popular markets. Odds change as the innings goes on: a bet is settled at the odds you accepted.</p>',
      },
      bn: {
        title: 'ক্রিকেট বাজির মূল কথা',
        body: '<p>ম্যাচ বিজয়ী, মোট রান ও সেরা ব্যাটার সবচেয়ে জনপ্রিয় বাজার। ইনিংস চলার সাথে অডস বদলায়: আপনি যে অডস গ্রহণ করেছেন সেই অডসেই বাজি নিষ্পত্তি হয়।</p>',
      },
    },
  },
];

/** Demo blog and news articles (once each: an operator's later edits are never overwritten). */
export async function seedDemoArticles(db: Db, now = new Date()): Promise<void> {
  for (const { daysAgo, ...article } of demoArticles) {
    await seedArticle(db, article, new Date(now.getTime() - daysAgo * DAY_MS));
  }
}
