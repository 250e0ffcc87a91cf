import { describe, expect, it } from 'vitest';
import { describeClient } from './describe-client.js';

describe('describeClient', () => {
  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome 131', os: 'Windows 10/11', device: 'desktop' },
    ],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      { browser: 'Edge 131', os: 'Windows 10/11', device: 'desktop' },
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', { browser: 'Firefox 133', os: 'Linux', device: 'desktop' }],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17.6', device: 'mobile' },
    ],
    [
      'Chrome on an Android phone',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 131', os: 'Android 14', device: 'mobile' },
    ],
    [
      'Chrome on an Android tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome 131', os: 'Android 13', device: 'tablet' },
    ],
    [
      'Safari on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      { browser: 'Safari 18', os: 'macOS 10.15.7', device: 'desktop' },
    ],
    ['something else', 'curl/8.5.0', { browser: 'unknown', os: 'unknown', device: 'desktop' }],
  ])('%s', (_name, userAgent, want) => {
    expect(describeClient(userAgent)).toEqual(want);
  });

  it('adds the screen size to the device', () => {
    expect(describeClient('Mozilla/5.0 (X11; Linux x86_64)', { width: 1920, height: 1080 }).device).toBe('desktop 1920x1080');
  });
});
