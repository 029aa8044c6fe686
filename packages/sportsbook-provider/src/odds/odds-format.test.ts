import { describe, expect, it } from 'vitest';
import { convertOdds, formatOdds, oddsFromWire, oddsToWire } from './odds-format.js';

describe('odds formats', () => {
  it('shows decimal and Hong Kong prices', () => {
    expect(convertOdds(185, 'decimal')).toBe(1.85);
    expect(convertOdds(185, 'hongkong')).toBe(0.85);
    expect(convertOdds(300, 'hongkong')).toBe(2);
  });

  it('turns Malay prices negative above evens', () => {
    expect(convertOdds(185, 'malay')).toBe(0.85);
    expect(convertOdds(200, 'malay')).toBe(1);
    expect(convertOdds(250, 'malay')).toBe(-0.67);
    expect(formatOdds(300, 'malay')).toBe('-0.50');
  });

  it('turns Indonesian prices negative below evens', () => {
    expect(convertOdds(250, 'indonesian')).toBe(1.5);
    expect(convertOdds(200, 'indonesian')).toBe(1);
    expect(convertOdds(150, 'indonesian')).toBe(-2);
    expect(formatOdds(180, 'indonesian')).toBe('-1.25');
  });

  it('reads and writes wire prices', () => {
    expect(oddsToWire(185)).toBe('1.85');
    expect(oddsFromWire('1.85')).toBe(185);
    expect(oddsFromWire('2.5')).toBe(250);
    expect(oddsFromWire('12')).toBe(1200);
    expect(oddsFromWire('1.00')).toBeNull();
    expect(oddsFromWire('1.855')).toBeNull();
    expect(oddsFromWire('-2')).toBeNull();
  });
});
