/** Starter help-center pages; the operator edits them in the database. [slug, title, html] per language. */
export const defaultHelpArticles: Record<string, [string, string, string][]> = {
  en: [
    [
      'about',
      'About us',
      '<p>We run a licensed gaming site for players in Bangladesh. Every game result is decided on our servers and recorded for audit.</p>',
    ],
    [
      'deposit',
      'How to deposit',
      '<p>Open <strong>Deposit</strong>, choose a channel, enter the amount and follow the instructions. Your balance updates as soon as the payment is confirmed.</p>',
    ],
    [
      'withdraw',
      'How to withdraw',
      '<p>Bind a bank or mobile-wallet account, set a withdrawal password, then request a withdrawal. The amount is held until it is paid out.</p>',
    ],
    [
      'responsible-gaming',
      'Responsible gaming',
      '<p>Play for fun and only with money you can afford to lose. You must be 18 or older to play. Contact support to limit or close your account.</p>',
    ],
    [
      'privacy',
      'Privacy policy',
      '<p>We keep only the data needed to run your account and meet our legal duties, and never sell it.</p>',
    ],
  ],
  bn: [
    [
      'about',
      'আমাদের সম্পর্কে',
      '<p>আমরা বাংলাদেশের খেলোয়াড়দের জন্য একটি লাইসেন্সপ্রাপ্ত গেমিং সাইট পরিচালনা করি। প্রতিটি খেলার ফলাফল আমাদের সার্ভারে নির্ধারিত ও নিরীক্ষার জন্য সংরক্ষিত হয়।</p>',
    ],
    [
      'deposit',
      'কীভাবে জমা দেবেন',
      '<p><strong>জমা</strong> খুলুন, একটি চ্যানেল বেছে নিন, পরিমাণ লিখুন এবং নির্দেশনা অনুসরণ করুন। পেমেন্ট নিশ্চিত হওয়া মাত্র আপনার ব্যালেন্স আপডেট হবে।</p>',
    ],
    [
      'withdraw',
      'কীভাবে উত্তোলন করবেন',
      '<p>একটি ব্যাংক বা মোবাইল ওয়ালেট অ্যাকাউন্ট যুক্ত করুন, উত্তোলনের পাসওয়ার্ড সেট করুন, তারপর উত্তোলনের অনুরোধ করুন। পরিশোধ না হওয়া পর্যন্ত পরিমাণটি আটকে রাখা হয়।</p>',
    ],
    [
      'responsible-gaming',
      'দায়িত্বশীল গেমিং',
      '<p>আনন্দের জন্য খেলুন এবং কেবল সেই অর্থ দিয়ে খেলুন যা হারানোর সামর্থ্য আপনার আছে। খেলতে আপনার বয়স ১৮ বা তার বেশি হতে হবে।</p>',
    ],
    [
      'privacy',
      'গোপনীয়তা নীতি',
      '<p>আপনার অ্যাকাউন্ট চালানো ও আইনি দায়িত্ব পালনের জন্য যতটুকু তথ্য দরকার কেবল ততটুকুই আমরা রাখি, এবং কখনো বিক্রি করি না।</p>',
    ],
  ],
};
