import { describe, expect, it } from 'vitest';
import { alertRedirectLink, stoppingPointLink } from './stopping-point-link.js';

describe('stoppingPointLink', () => {
  it.each([
    [42, '/equipment-management/stopping-point?idFrame=42'],
    ['42', '/equipment-management/stopping-point?idFrame=42'],
    ['a b&c', '/equipment-management/stopping-point?idFrame=a+b%26c'],
  ])('%j -> %s', (id, want) => {
    expect(stoppingPointLink(id)).toBe(want);
  });
});

describe('alertRedirectLink', () => {
  it.each([
    ['S with a frame', { ale_redireciona: 'S', id_frame: 7 }, '/equipment-management/stopping-point?idFrame=7'],
    ['N with a frame', { ale_redireciona: 'N', id_frame: 7 }, undefined],
    ['lower-case s', { ale_redireciona: 's', id_frame: 7 }, undefined],
    ['S without a frame', { ale_redireciona: 'S', id_frame: null }, undefined],
    ['S with an empty frame', { ale_redireciona: 'S', id_frame: ' ' }, undefined],
    ['S with frame 0', { ale_redireciona: 'S', id_frame: 0 }, '/equipment-management/stopping-point?idFrame=0'],
  ])('%s', (_name, notification, want) => {
    expect(alertRedirectLink(notification)).toBe(want);
  });
});
