import { describe, expect, it } from 'vitest';
import { matchArticles } from './match-articles';

const articles = [
  { id: 1, slug: 'deposit', title: 'How to deposit', content: '<p>Open <b>bKash</b> and pay</p>' },
  { id: 2, slug: 'withdraw', title: 'উত্তোলন', content: '<p>টাকা তুলুন</p>' },
];

describe('help article search', () => {
  it('finds words in the title or the text, in any case and order', () => {
    expect(matchArticles(articles, 'DEPOSIT').map((a) => a.slug)).toEqual(['deposit']);
    expect(matchArticles(articles, 'pay bkash').map((a) => a.slug)).toEqual(['deposit']);
    expect(matchArticles(articles, 'টাকা').map((a) => a.slug)).toEqual(['withdraw']);
  });

  it('does not match the HTML tags themselves, and lists everything for an empty query', () => {
    expect(matchArticles(articles, '<b>')).toEqual([]);
    expect(matchArticles(articles, 'p')).toHaveLength(1);
    expect(matchArticles(articles, '  ')).toHaveLength(2);
  });
});
