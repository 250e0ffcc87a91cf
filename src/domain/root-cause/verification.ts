import { calendarDay } from '../format/wall-time.js';
import type { VerificationStatus } from './model.js';

export interface VerificationInput {
  date: string | null;
  status: VerificationStatus;
  commentary: string | null;
}

const isCalendarDate = (date: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(date) && calendarDay(date) !== undefined;

function dateProblem(date: string | null, conclusionDate: string | null, today: string): string | null {
  if (date === null || date.trim() === '') return 'rootCause.errors.verificationDateRequired';
  if (!isCalendarDate(date)) return 'validation.format.date';
  // YYYY-MM-DD strings sort as the days they name.
  if ((conclusionDate !== null && date < conclusionDate) || date > today) return 'rootCause.errors.verificationDateRange';
  return null;
}

/**
 * Business modules §5: a verification status needs a verification date. Also: a verdict (effective or
 * ineffective) is required, the date is not before the action's conclusion nor after today, and an
 * ineffective verdict says why (commentary). Answers field → message key (empty when valid).
 */
export function verificationProblems(input: VerificationInput, conclusionDate: string | null, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const date = dateProblem(input.date, conclusionDate, today);
  if (date) problems.date = date;
  if (input.status === 'pending') problems.status = 'rootCause.errors.verificationVerdictRequired';
  if (input.status === 'ineffective' && (input.commentary ?? '').trim() === '') problems.commentary = 'rootCause.errors.verificationCommentRequired';
  return problems;
}
