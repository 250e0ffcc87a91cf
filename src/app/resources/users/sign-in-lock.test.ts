import { describe, expect, it } from 'vitest';
import { isSignInLocked } from './sign-in-lock.js';

describe('isSignInLocked', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it.each([
    ['a lock still ahead', '2026-05-01T12:15:00.000Z', true],
    ['a lock that ran out', '2026-05-01T11:59:59.000Z', false],
    ['no lock', null, false],
    ['nothing stored', undefined, false],
  ])('%s', (_name, until, want) => {
    expect(isSignInLocked({ usu_bloqueado_ate: until }, now)).toBe(want);
  });
});
