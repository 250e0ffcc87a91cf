/** How a frame compares its state tag's value with `stop_value` (frame schema, `stop_condition`). */
export const STOP_CONDITIONS = ['equal', 'notEqual', 'less', 'lessOrEqual', 'greater', 'greaterOrEqual'] as const;
export type StopCondition = (typeof STOP_CONDITIONS)[number];

const compare: Record<StopCondition, (value: number, stopValue: number) => boolean> = {
  equal: (value, stopValue) => value === stopValue,
  notEqual: (value, stopValue) => value !== stopValue,
  less: (value, stopValue) => value < stopValue,
  lessOrEqual: (value, stopValue) => value <= stopValue,
  greater: (value, stopValue) => value > stopValue,
  greaterOrEqual: (value, stopValue) => value >= stopValue,
};

/**
 * The frame's test of one state value: true when the equipment is stopped. Missing settings are the
 * frame's defaults (equal to 0: a running machine writes 1).
 */
export function stopTest(condition: string | null | undefined, stopValue: number | null | undefined): (value: number) => boolean {
  const test = compare[(STOP_CONDITIONS as readonly string[]).includes(condition ?? '') ? (condition as StopCondition) : 'equal'];
  const target = stopValue ?? 0;
  return (value) => test(value, target);
}
