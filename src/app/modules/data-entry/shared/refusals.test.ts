import { describe, expect, it } from 'vitest';
import { refusalMessages } from './refusals.js';

const tag = { id_tag: 1, code: 'FT', description: '', active: true, decimals: 2, filter_low: 0, filter_high: 100 };

describe('refusalMessages', () => {
  it('names the tag, the value and the limit crossed', () => {
    const answer = {
      stored: 1,
      refused: 2,
      refusals: [
        { index: 0, reason: 'aboveFilter' },
        { index: 2, reason: 'belowFilter' },
      ],
    };
    expect(
      refusalMessages(answer, [
        { tag, value: 120 },
        { tag, value: 5 },
        { tag, value: -1 },
      ]),
    ).toEqual([
      { key: 'dataEntry.refusal.aboveFilter', args: { code: 'FT', value: 120, limit: 100 } },
      { key: 'dataEntry.refusal.belowFilter', args: { code: 'FT', value: -1, limit: 0 } },
    ]);
  });

  it('has nothing to say when nothing was refused, and a plain message for an unknown reason', () => {
    expect(refusalMessages({ stored: 1, refused: 0, refusals: [] }, [{ tag, value: 1 }])).toEqual([]);
    expect(refusalMessages({ stored: 0, refused: 1, refusals: [{ index: 0, reason: 'other' }] }, [{ tag, value: 1 }])).toEqual([
      { key: 'dataEntry.refusal.other', args: { code: 'FT', value: 1 } },
    ]);
  });
});
