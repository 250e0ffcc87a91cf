import { describe, expect, it } from 'vitest';
import { nativeApiBase, normalizeApiAddress } from './api-base.js';

describe('the native API base', () => {
  it.each([
    ['http://127.0.0.1:8214', 'http://127.0.0.1:8214/plataforma/'],
    ['https://plant.example.com:8080/', 'https://plant.example.com:8080/plataforma/'],
    ['  plant.example.com  ', 'https://plant.example.com/plataforma/'],
    ['https://plant.example.com/api', 'https://plant.example.com/api/plataforma/'],
    ['https://plant.example.com/plataforma/', 'https://plant.example.com/plataforma/'],
    ['HTTP://Plant.Example.com', 'http://plant.example.com/plataforma/'],
  ])('%s -> %s', (typed, want) => {
    expect(nativeApiBase(typed, 'plataforma')).toBe(want);
  });

  it.each(['', '   ', 'ftp://plant.example.com', 'http://', 'https://exa mple.com'])('refuses %j', (typed) => {
    expect(nativeApiBase(typed, 'plataforma')).toBeUndefined();
  });

  it('keeps the address without the product', () => {
    expect(normalizeApiAddress('https://h:1/plataforma', 'plataforma')).toBe('https://h:1');
  });
});
