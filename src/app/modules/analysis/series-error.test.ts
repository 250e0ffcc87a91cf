import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { seriesErrorText } from './series-error.js';

describe('the message shown when the series query fails', () => {
  it('is the translated message followed by the field problems', () => {
    const error = new HttpError('Check the values entered.', 400, { errors: { points: 'At most 5000.', level: 'FT-1 is not consolidated by day.' } });
    expect(seriesErrorText(error)).toBe('Check the values entered. At most 5000. FT-1 is not consolidated by day.');
  });

  it('does not repeat a problem that is the message itself', () => {
    expect(seriesErrorText(new HttpError('Not allowed.', 403, { errors: { x: 'Not allowed.' } }))).toBe('Not allowed.');
    expect(seriesErrorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
