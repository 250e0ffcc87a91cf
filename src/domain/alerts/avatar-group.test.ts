import { describe, expect, it } from 'vitest';
import { avatarGroup, initialsOf } from './avatar-group.js';
import { ALERT_VIEW_AVATAR_MAX, AVATAR_GROUP_MAX } from './constants.js';

const users = (n: number) => Array.from({ length: n }, (_, i) => `u${i + 1}`);

describe('avatarGroup', () => {
  it('has the spec defaults: 10, and 5 in the alert view', () => {
    expect([AVATAR_GROUP_MAX, ALERT_VIEW_AVATAR_MAX]).toEqual([10, 5]);
  });

  it.each([
    [0, 10, 0, undefined],
    [3, 10, 3, undefined],
    [10, 10, 10, undefined],
    [11, 10, 10, '+1'],
    [25, 10, 10, '+15'],
    [5, 5, 5, undefined],
    [8, 5, 5, '+3'],
    [2, 0, 0, '+2'],
  ])('%i users, max %i -> %i shown, %s', (count, max, shown, more) => {
    const group = avatarGroup(users(count), max);
    expect(group.shown).toEqual(users(shown));
    expect(group.hidden).toBe(count - shown);
    expect(group.more).toBe(more);
  });

  it('defaults to 10', () => {
    expect(avatarGroup(users(12)).more).toBe('+2');
  });

  it.each([-1, 2.5, NaN])('refuses max %s', (max) => {
    expect(() => avatarGroup(users(3), max)).toThrow(RangeError);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ana Souza', 'AS'],
    ['  maria da silva ', 'MS'],
    ['José', 'J'],
    ['', ''],
  ])('%j -> %j', (name, want) => {
    expect(initialsOf(name)).toBe(want);
  });
});
