import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

describe('deviceName', () => {
  it('names the browser and system of common user agents', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('Firefox · Windows');
  });

  it('falls back to the raw text, and to nothing for none', () => {
    expect(deviceName('curl/8.0')).toBe('curl/8.0');
    expect(deviceName('')).toBe('');
  });
});
