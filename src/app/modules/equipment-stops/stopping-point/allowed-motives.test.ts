import { describe, expect, it } from 'vitest';
import type { Motive, MotiveGroup } from '../../../../generated/types.js';
import { allowedMotives } from './allowed-motives.js';

const groups: MotiveGroup[] = [
  { id_motive_group: 1, code: 'MEC', description: 'Mechanical' },
  { id_motive_group: 2, code: 'ELE', description: 'Electrical' },
];
const motive = (id: number, code: string, group: number, active = true): Motive => ({
  id_motive: id,
  code,
  description: code.toLowerCase(),
  id_motive_group: group,
  loss_category: 'availability',
  color: '#111111',
  active,
});
const motives = [motive(1, 'JAM', 1), motive(2, 'BELT', 1), motive(3, 'FUSE', 2), motive(4, 'OLD', 2, false)];
const codes = (frame: { motives?: number[]; motive_groups?: number[] }) => allowedMotives(frame, motives, groups).map((option) => option.code);

describe('allowedMotives', () => {
  it('offers every active motive of the unit when the frame lists none, by group then code', () => {
    expect(codes({ motives: [], motive_groups: [] })).toEqual(['FUSE', 'BELT', 'JAM']);
  });

  it('offers the frame’s motives and those of its groups only', () => {
    expect(codes({ motives: [3], motive_groups: [] })).toEqual(['FUSE']);
    expect(codes({ motives: [3], motive_groups: [1] })).toEqual(['FUSE', 'BELT', 'JAM']);
    expect(codes({ motives: [4], motive_groups: [] })).toEqual([]);
  });

  it('labels each option with its group', () => {
    expect(allowedMotives({ motives: [1] }, motives, groups)[0]).toEqual({
      id: 1,
      code: 'JAM',
      description: 'jam',
      color: '#111111',
      groupLabel: 'MEC – Mechanical',
    });
  });
});
