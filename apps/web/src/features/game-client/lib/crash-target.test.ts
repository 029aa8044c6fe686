import { describe, expect, it } from 'vitest';
import { crashAnimationMs, crashShownAt } from './crash-animation';
import { parseCrashTarget } from './crash-target';

describe('crash target', () => {
  it('reads multipliers as hundredths from 1.01 to 1000', () => {
    expect(parseCrashTarget('2')).toBe(200);
    expect(parseCrashTarget('2.5')).toBe(250);
    expect(parseCrashTarget(' 1.01 ')).toBe(101);
    expect(parseCrashTarget('1000.00')).toBe(100_000);
  });

  it('refuses anything else', () => {
    for (const text of ['', '1', '1.00', '1000.01', '2.555', 'abc', '-2', '1e3', '2,5']) {
      expect(parseCrashTarget(text), text).toBeNull();
    }
  });
});

describe('crash animation', () => {
  it('rises from 1.00× to exactly the crash point, never past it', () => {
    expect(crashShownAt(250, 0)).toBe(100);
    expect(crashShownAt(250, 1)).toBe(250);
    let previous = 0;
    for (let step = 0; step <= 20; step++) {
      const shown = crashShownAt(250, step / 20);
      expect(shown).toBeGreaterThanOrEqual(previous);
      expect(shown).toBeLessThanOrEqual(250);
      previous = shown;
    }
  });

  it('stays short however high the crash point', () => {
    expect(crashAnimationMs(100)).toBe(500);
    expect(crashAnimationMs(100_000_000)).toBe(3_000);
    expect(crashAnimationMs(300)).toBeGreaterThan(500);
  });
});
