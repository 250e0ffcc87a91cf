/** Next and previous within the list the alert dialog was opened from. */

export interface Neighbours<T> {
  /** Position of the current item, -1 when it is not in the list. */
  index: number;
  previous: T | undefined;
  next: T | undefined;
}

/** No wrap-around: the first item has no previous and the last no next. */
export function neighbours<T, K>(list: readonly T[], currentKey: K, keyOf: (item: T) => K): Neighbours<T> {
  const index = list.findIndex((item) => keyOf(item) === currentKey);
  if (index < 0) return { index, previous: undefined, next: undefined };
  return { index, previous: list[index - 1], next: list[index + 1] };
}
