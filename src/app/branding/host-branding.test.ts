import { describe, expect, it } from 'vitest';
import { brandingFromAnswer } from './host-branding.js';

const fallback = { title: 'Plataforma', color: '#1890ff' };

describe('brandingFromAnswer', () => {
  it('takes the host record, with either spelling of the white logo', () => {
    expect(brandingFromAnswer({ data: { title: 'North', color: '#aa3300', logo: '/l.png', logoWhite: '/w.png', favicon: '/f.ico' } }, fallback)).toEqual({
      title: 'North',
      color: '#aa3300',
      logo: '/l.png',
      logoWhite: '/w.png',
      favicon: '/f.ico',
    });
    expect(brandingFromAnswer({ data: { logo_white: '/w2.png' } }, fallback).logoWhite).toBe('/w2.png');
  });

  it('keeps the defaults for what is missing or malformed', () => {
    expect(brandingFromAnswer({ data: { title: ' ', color: 'red' } }, fallback)).toMatchObject(fallback);
    expect(brandingFromAnswer(null, fallback)).toMatchObject(fallback);
  });
});
