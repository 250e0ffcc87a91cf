import type { Frame, Motive, MotiveGroup } from '../../../../generated/types.js';

/** A motive a stop of the frame may take, with the group it is listed under. */
export interface MotiveOption {
  id: number;
  code: string;
  description: string;
  color: string | null;
  groupLabel: string;
}

type FrameMotiveLists = Pick<Frame, 'motives' | 'motive_groups'>;

/**
 * The motives the server accepts for a stop of `frame` (README, Stops: its motives or those of its motive
 * groups; both lists empty, any active motive of the unit), grouped by motive group code, then by motive code.
 */
export function allowedMotives(frame: FrameMotiveLists | undefined, motives: readonly Motive[], groups: readonly MotiveGroup[]): MotiveOption[] {
  const ownMotives = frame?.motives ?? [];
  const ownGroups = frame?.motive_groups ?? [];
  const anyOfUnit = ownMotives.length === 0 && ownGroups.length === 0;
  const groupById = new Map(groups.map((group) => [Number(group.id_motive_group), group]));
  const groupLabel = (id: number) => {
    const group = groupById.get(id);
    return group ? `${group.code} – ${group.description}` : '';
  };
  return motives
    .filter((motive) => motive.active !== false)
    .filter((motive) => anyOfUnit || ownMotives.includes(Number(motive.id_motive)) || ownGroups.includes(motive.id_motive_group))
    .map((motive) => ({
      id: Number(motive.id_motive),
      code: motive.code,
      description: motive.description,
      color: motive.color ?? null,
      groupLabel: groupLabel(motive.id_motive_group),
    }))
    .sort((a, b) => a.groupLabel.localeCompare(b.groupLabel) || a.code.localeCompare(b.code));
}
