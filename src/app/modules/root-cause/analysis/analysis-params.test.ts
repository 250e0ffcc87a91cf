import { describe, expect, it } from 'vitest';
import { analysisTarget } from './analysis-params.js';

const target = (search: string) => analysisTarget(new URLSearchParams(search));

describe('analysisTarget', () => {
  it('reads an effect and the action to focus', () => {
    expect(target('effect=12&action=5')).toEqual({ kind: 'effect', idEffect: 12, focusActionId: 5 });
    expect(target('effect=12')).toEqual({ kind: 'effect', idEffect: 12, focusActionId: null });
  });

  it('reads a source of the three kinds', () => {
    expect(target('source=stop&id=3')).toEqual({ kind: 'source', type: 'stop', id: 3 });
    expect(target('source=spc&id=4')).toEqual({ kind: 'source', type: 'spc', id: 4 });
    expect(target('source=alert&id=9')).toEqual({ kind: 'source', type: 'alert', id: 9 });
  });

  it('answers the picker for anything else', () => {
    for (const search of ['', 'effect=0', 'effect=-1', 'effect=1.5', 'effect=abc', 'source=free&id=1', 'source=stop', 'source=oops&id=2', 'effect=99999999999'])
      expect(target(search)).toEqual({ kind: 'none' });
  });
});
