import { describe, expect, it } from 'vitest';
import { parseQrPayload } from './qr-payload.js';

describe('the sign-in QR payload', () => {
  it('reads the JSON form', () => {
    expect(parseQrPayload('{"api":"https://plant.example.com:8080","username":"operator"}')).toEqual({
      api: 'https://plant.example.com:8080',
      username: 'operator',
    });
    expect(parseQrPayload(' {"api":"http://10.0.0.5:8080"} ')).toEqual({ api: 'http://10.0.0.5:8080' });
  });

  it('reads the address form', () => {
    expect(parseQrPayload('https://plant.example.com:8080/?username=operator')).toEqual({
      api: 'https://plant.example.com:8080',
      username: 'operator',
    });
    expect(parseQrPayload('http://10.0.0.5:8080/api#x')).toEqual({ api: 'http://10.0.0.5:8080/api' });
  });

  it.each([
    ['plain text', 'hello'],
    ['JSON without api', '{"username":"operator"}'],
    ['JSON with a non-web api', '{"api":"ftp://host"}'],
    ['JSON that is not an object', '"https://host"'],
    ['broken JSON', '{"api":'],
    ['another scheme', 'mailto:someone@example.com'],
  ])('refuses %s', (_name, text) => {
    expect(parseQrPayload(text)).toBeUndefined();
  });

  it('ignores a blank username', () => {
    expect(parseQrPayload('{"api":"https://h","username":"  "}')).toEqual({ api: 'https://h' });
  });
});
