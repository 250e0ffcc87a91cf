import { AVATAR_GROUP_MAX } from './constants.js';

export interface AvatarGroup<T> {
  /** The first `max` users, in the given order. */
  shown: T[];
  /** How many are left out. */
  hidden: number;
  /** '+N' when some are left out, else undefined. */
  more: string | undefined;
}

/**
 * Who is shown of a viewers list (platform-core section 9): `max` avatars (10 by default, 5 in the
 * alert view), then '+N'. Unlike MUI's AvatarGroup `max`, the '+N' bubble is not one of the `max`:
 * with MUI pass `max + 1` when some are hidden.
 */
export function avatarGroup<T>(users: readonly T[], max: number = AVATAR_GROUP_MAX): AvatarGroup<T> {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`avatarGroup: max must be a whole number >= 0, got ${max}`);
  const hidden = Math.max(0, users.length - max);
  return { shown: users.slice(0, max), hidden, more: hidden > 0 ? `+${hidden}` : undefined };
}

/** The one or two letters of an avatar without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
