import { describe, expect, it } from 'vitest';
import { isMobileMode, requestedDebugFlag } from './mobile-mode.js';

describe('isMobileMode', () => {
  it.each([
    ['a plain browser', {}, false],
    ['the Capacitor native shell', { nativePlatform: true }, true],
    ['a VITE_MOBILE=1 build', { buildFlag: '1' }, true],
    ['a VITE_MOBILE=0 build', { buildFlag: '0' }, false],
    ['?mobile=1', { search: '?mobile=1' }, true],
    ['?mobile=true among other params', { search: '?domain=acme&mobile=true' }, true],
    ['the remembered debug flag', { stored: '1' }, true],
    ['?mobile=0 over the remembered flag', { search: '?mobile=0', stored: '1' }, false],
    ['?mobile=1 over a remembered 0', { search: '?mobile=1', stored: '0' }, true],
    ['the native shell whatever the debug flag says', { nativePlatform: true, search: '?mobile=0' }, true],
    ['a query without the flag keeps the remembered one', { search: '?domain=acme', stored: '1' }, true],
  ])('%s', (_name, inputs, want) => {
    expect(isMobileMode(inputs)).toBe(want);
  });
});

describe('requestedDebugFlag', () => {
  it('reads ?mobile= as 1 or 0, and nothing without it', () => {
    expect(requestedDebugFlag('?mobile=1')).toBe('1');
    expect(requestedDebugFlag('?mobile=yes')).toBe('0');
    expect(requestedDebugFlag('?mobile=0')).toBe('0');
    expect(requestedDebugFlag('')).toBeUndefined();
    expect(requestedDebugFlag(undefined)).toBeUndefined();
  });
});
