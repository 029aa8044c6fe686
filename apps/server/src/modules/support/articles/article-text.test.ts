import { describe, expect, it } from 'vitest';
import { summaryOf } from './article-text.js';

describe('article summary', () => {
  it('is the plain text of the body, paragraphs apart, entities decoded', () => {
    expect(summaryOf('<p>Hello &amp; <b>welcome</b></p><p>5 &lt; 6 ৳</p><script>x()</script>', 100)).toBe(
      'Hello & welcome 5 < 6 ৳',
    );
  });

  it('is cut at a word with an ellipsis when too long', () => {
    expect(summaryOf('<p>one two three four five</p>', 12)).toBe('one two…');
    expect(summaryOf('<p>abcdefghijklmnop</p>', 8)).toBe('abcdefg…');
    expect(summaryOf('<p>short</p>', 8)).toBe('short');
  });
});
