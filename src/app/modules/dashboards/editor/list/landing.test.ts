import { describe, expect, it } from 'vitest';
import { landingView } from './landing.js';

describe('landingView', () => {
  const views = [{ id_visao: 9, initial_page: true }, { id_visao: 3 }, { id_visao: 5, initial_page: true }];

  it('is the first visible dashboard marked as the initial page', () => {
    expect(landingView(views, '')).toBe(5);
  });

  it('is none when no dashboard is marked, or when the list itself was asked for', () => {
    expect(landingView([{ id_visao: 3, initial_page: false }], '')).toBeUndefined();
    expect(landingView(views, '?all=1')).toBeUndefined();
  });
});
