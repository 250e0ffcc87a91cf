import { describe, expect, it } from 'vitest';
import { hostKeyOf } from './host-key.js';

describe('hostKeyOf', () => {
  it.each([
    ['Plant.Example.com:8443', 'plant-example-com'],
    ['plant.example.com', 'plant-example-com'],
    ['127.0.0.1:8213', '127-0-0-1'],
    ['localhost', 'localhost'],
    ['[::1]:8080', '1'],
    ['', 'default'],
  ])('%s -> %s', (host, key) => {
    expect(hostKeyOf(host)).toBe(key);
  });
});
