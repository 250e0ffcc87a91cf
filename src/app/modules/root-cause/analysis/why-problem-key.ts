import { WHY_MAX_DEPTH, WHY_MAX_LENGTH, whyProblem } from '../../../../domain/root-cause/why-tree.js';

export interface ShownProblem {
  key: string;
  args?: Record<string, unknown>;
}

const keys: Record<NonNullable<ReturnType<typeof whyProblem>>, ShownProblem> = {
  empty: { key: 'rootCause.errors.whyEmpty' },
  'too-long': { key: 'rcaAnalysis.whys.tooLong', args: { max: WHY_MAX_LENGTH } },
  'parent-not-saved': { key: 'rootCause.errors.whyParentNotSaved' },
  'too-deep': { key: 'rootCause.errors.whyTooDeep', args: { max: WHY_MAX_DEPTH } },
};

/** The message of why a why cannot be saved (the same rule the server applies), or null. */
export function whyProblemMessage(...args: Parameters<typeof whyProblem>): ShownProblem | null {
  const problem = whyProblem(...args);
  return problem === null ? null : keys[problem];
}
