import { describe, expect, it } from 'vitest';
import { appDownloadUrl } from './app-links';

describe('app download links', () => {
  const origin = 'https://play.example';

  it('make site paths absolute for the QR code', () => {
    const resources = { appDownload: { ios: '/app/ios', android: '/app/android' } };
    expect(appDownloadUrl(resources, 'ios', origin)).toBe('https://play.example/app/ios');
    expect(appDownloadUrl(resources, 'android', origin)).toBe('https://play.example/app/android');
  });

  it('keep safe outside links and drop unsafe ones', () => {
    const resources = { appDownload: { ios: 'https://apps.example/ios', android: 'javascript:alert(1)' } };
    expect(appDownloadUrl(resources, 'ios', origin)).toBe('https://apps.example/ios');
    expect(appDownloadUrl(resources, 'android', origin)).toBeNull();
  });
});
