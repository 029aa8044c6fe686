import { describe, expect, it } from 'vitest';
import { isHomeLocation } from './prefetch-home';

describe('isHomeLocation', () => {
  it('is the lobby home: / with no lobby type or HOME', () => {
    expect(isHomeLocation({ pathname: '/', search: '' })).toBe(true);
    expect(isHomeLocation({ pathname: '/', search: '?lobby=HOME' })).toBe(true);
    expect(isHomeLocation({ pathname: '/', search: '?token=abc' })).toBe(true);
  });

  it('is not another lobby type nor another page', () => {
    expect(isHomeLocation({ pathname: '/', search: '?lobby=RNG' })).toBe(false);
    expect(isHomeLocation({ pathname: '/rng', search: '' })).toBe(false);
    expect(isHomeLocation({ pathname: '/member', search: '?lobby=HOME' })).toBe(false);
  });
});
