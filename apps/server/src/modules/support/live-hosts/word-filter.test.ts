import { describe, expect, it } from 'vitest';
import { maskBlockedWords } from './word-filter.js';

describe('maskBlockedWords', () => {
  it('masks blocked words in any case, longest first, Bengali too', () => {
    expect(maskBlockedWords('You SCAM artist', ['scam'])).toBe('You **** artist');
    expect(maskBlockedWords('scammer', ['scam', 'scammer'])).toBe('*******');
    expect(maskBlockedWords('এটা প্রতারণা', ['প্রতারণা'])).toBe(`এটা ${'*'.repeat([...'প্রতারণা'].length)}`);
  });

  it('leaves text alone without words and treats regex characters literally', () => {
    expect(maskBlockedWords('hello', [])).toBe('hello');
    expect(maskBlockedWords('a.b a+b', ['a.b'])).toBe('*** a+b');
  });
});
