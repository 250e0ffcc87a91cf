import { describe, expect, it } from 'vitest';
import { actionRowFixture } from './action-row-fixture.js';
import { groupActionRows } from './action-list-groups.js';

const bruno = { id: 8, name: 'Bruno' };
const carla = { id: 11, name: 'Carla' };

describe('groupActionRows', () => {
  it("labels where the caller's actions start and where the others start", () => {
    const rows = [actionRowFixture(1), actionRowFixture(2, { responsible: bruno }), actionRowFixture(3, { responsible: bruno, examiner: carla })];
    expect(groupActionRows(rows, 5).map((grouped) => grouped.startsGroup)).toEqual(['mine', undefined, 'others']);
  });

  it('labels nothing when none of the page is the caller’s', () => {
    const rows = [actionRowFixture(3, { responsible: bruno, examiner: carla }), actionRowFixture(4, { responsible: carla, examiner: carla })];
    expect(groupActionRows(rows, 5).map((grouped) => grouped.startsGroup)).toEqual([undefined, undefined]);
  });

  it('labels the caller’s own only when the page holds no other', () => {
    expect(groupActionRows([actionRowFixture(1)], 5).map((grouped) => grouped.startsGroup)).toEqual(['mine']);
    expect(groupActionRows([actionRowFixture(1)], undefined).map((grouped) => grouped.startsGroup)).toEqual([undefined]);
  });
});
