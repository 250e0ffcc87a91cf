import { ApiError, type FieldProblem } from '../../../api/api-error.js';
import { choiceFieldOf, type ChoiceProblems } from './exploratory-choice.js';

/** A 400 of `POST SPC/queries/chart`: its problems on the page's fields, and those of no field shown (told in the notice). */
export interface ChartRefusal {
  messageKey: string;
  fields: ChoiceProblems;
  others: (FieldProblem & { field: string })[];
}

export function chartRefusal(error: unknown): ChartRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields: ChoiceProblems = {};
  const others: ChartRefusal['others'] = [];
  for (const [field, problem] of Object.entries(error.fields)) {
    const own = choiceFieldOf(field);
    if (own && !fields[own]) fields[own] = problem;
    else if (!own) others.push({ field, ...problem });
  }
  return { messageKey: error.messageKey, fields, others };
}
