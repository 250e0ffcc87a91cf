import { describe, expect, it } from 'vitest';
import { allowedIframeOrigins, iframeOriginOf, isIframeUrlAllowed } from './iframe-origin.js';

describe('iframe origins (RFC 6454, normalised by the WHATWG URL parser)', () => {
  it('takes the origin of an http or https address only', () => {
    expect(iframeOriginOf('https://Reports.Example.com:443/a/b?c=1#d')).toBe('https://reports.example.com');
    expect(iframeOriginOf('http://grafana.plant.local:3000/d/x')).toBe('http://grafana.plant.local:3000');
    expect(iframeOriginOf('javascript:alert(1)')).toBeNull();
    expect(iframeOriginOf('data:text/html,<b>x</b>')).toBeNull();
    expect(iframeOriginOf('//example.com/x')).toBeNull();
    expect(iframeOriginOf('not a url')).toBeNull();
    expect(iframeOriginOf(42)).toBeNull();
  });

  it('reads the parameters list as stored (the list or its JSON text), skipping what is not an origin', () => {
    const stored = [{ origin: 'https://Reports.example.com' }, { origin: 'ftp://files.example.com' }, { origin: 'https://reports.example.com:443' }, null];
    expect(allowedIframeOrigins(stored)).toEqual(['https://reports.example.com']);
    expect(allowedIframeOrigins(JSON.stringify([{ origin: 'http://a.example:8080' }]))).toEqual(['http://a.example:8080']);
    expect(allowedIframeOrigins('{not json')).toEqual([]);
    expect(allowedIframeOrigins(null)).toEqual([]);
  });

  it('allows an address only when its exact origin is listed (scheme and port included)', () => {
    const origins = ['https://reports.example.com'];
    expect(isIframeUrlAllowed('https://reports.example.com/dash?id=1', origins)).toBe(true);
    expect(isIframeUrlAllowed('http://reports.example.com/dash', origins)).toBe(false);
    expect(isIframeUrlAllowed('https://reports.example.com:8443/dash', origins)).toBe(false);
    expect(isIframeUrlAllowed('https://reports.example.com.evil.test/', origins)).toBe(false);
    expect(isIframeUrlAllowed('https://evil.test/?https://reports.example.com', origins)).toBe(false);
    expect(isIframeUrlAllowed('https://user@reports.example.com/', origins)).toBe(true);
  });
});
