import { describe, expect, it } from 'vitest';
import { isTvLocation, modeOf } from './dashboard-mode.js';

describe('dashboard modes', () => {
  it('reads the mode of the query, anything else being the normal page', () => {
    expect(['?mode=tv', '?mode=fullscreen', 'mode=theater', '', '?mode=kiosk', '?mode=TV'].map((search) => modeOf(search))).toEqual([
      'tv',
      'fullscreen',
      'theater',
      'normal',
      'normal',
      'normal',
    ]);
  });

  it('sends only a dashboard page in TV mode to the kiosk frame', () => {
    expect(isTvLocation({ pathname: '/dashboard/4', search: '?mode=tv' })).toBe(true);
    expect(isTvLocation({ pathname: '/dashboard/4', search: '?mode=theater' })).toBe(false);
    expect(isTvLocation({ pathname: '/settings/dashboards', search: '?mode=tv' })).toBe(false);
    expect(isTvLocation({ pathname: '/dashboard/4/x', search: '?mode=tv' })).toBe(false);
  });
});
