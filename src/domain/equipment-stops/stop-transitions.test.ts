import { describe, expect, it } from 'vitest';
import { STOP_CONSISTENCIES, STOP_STATUSES } from './stop-model.js';
import { STOP_ACTIONS, mayApply, nextState, type StopAction } from './stop-transitions.js';

/**
 * Every allowed (status, consistency, action) and where it leads, written out from README.md (Stops);
 * any combination not listed must be refused. `end` is 5 (a finished stop) unless the row says null.
 */
const allowed: Record<string, string> = {
  'open/notApproved/edit': 'finished/notApproved',
  'finished/notApproved/edit': 'finished/notApproved',
  'open/notApproved/split': 'finished/notApproved',
  'finished/notApproved/split': 'finished/notApproved',
  'open/notApproved/annul': 'annulled/notApproved',
  'finished/notApproved/annul': 'annulled/notApproved',
  'annulled/notApproved/enable': 'finished/notApproved',
  'finished/notApproved/approve': 'finished/approved',
  'open/notApproved/reprove': 'open/notApproved',
  'finished/notApproved/reprove': 'finished/notApproved',
  'open/approved/reprove': 'open/notApproved',
  'finished/approved/reprove': 'finished/notApproved',
  'finished/approved/send': 'finished/integrating',
  'finished/approved/resend': 'finished/integrating',
  'finished/integrationError/resend': 'finished/integrating',
  'finished/integrating/integrated': 'finished/integrated',
  'finished/integrating/integrationFailed': 'finished/integrationError',
};

describe('stop transitions (every status × consistency × action)', () => {
  for (const status of STOP_STATUSES) {
    for (const consistency of STOP_CONSISTENCIES) {
      for (const action of STOP_ACTIONS) {
        const key = `${status}/${consistency}/${action}`;
        const expected = allowed[key];
        it(`${key} → ${expected ?? 'refused'}`, () => {
          const next = nextState({ status, consistency }, action, 5);
          expect(mayApply({ status, consistency }, action)).toBe(expected !== undefined);
          expect(next ? `${next.status}/${next.consistency}` : undefined).toBe(expected);
        });
      }
    }
  }

  it('lists only real combinations', () => {
    const real = new Set(STOP_STATUSES.flatMap((s) => STOP_CONSISTENCIES.flatMap((c) => STOP_ACTIONS.map((a) => `${s}/${c}/${a}`))));
    expect(Object.keys(allowed).filter((key) => !real.has(key))).toEqual([]);
  });

  it('follows the end: an edit or enable without an end is open, an edit that sets one finishes the stop', () => {
    const withoutEnd = (action: StopAction, status: 'open' | 'annulled') => nextState({ status, consistency: 'notApproved' }, action, null)?.status;
    expect(withoutEnd('edit', 'open')).toBe('open');
    expect(withoutEnd('enable', 'annulled')).toBe('open');
    expect(nextState({ status: 'open', consistency: 'notApproved' }, 'edit', 10)?.status).toBe('finished');
  });
});
