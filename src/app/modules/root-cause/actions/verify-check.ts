import type { VerificationStatus } from '../../../../domain/root-cause/model.js';

export interface VerifyDraft {
  /** YYYY-MM-DD or ''. */
  date: string;
  status: Exclude<VerificationStatus, 'pending'> | '';
  commentary: string;
}

export type VerifyField = 'date' | 'status' | 'commentary';

/**
 * The verification's problems the dialog finds before sending (README, Verification): a verdict, a date when
 * a verdict is chosen, between the conclusion date and today, and a commentary when ineffective.
 */
export function verifyProblems(draft: VerifyDraft, conclusionDate: string | null, today: string): Partial<Record<VerifyField, string>> {
  const problems: Partial<Record<VerifyField, string>> = {};
  if (draft.status === '') problems.status = 'rootCause.errors.verificationVerdictRequired';
  if (draft.status !== '' && draft.date === '') problems.date = 'rootCause.errors.verificationDateRequired';
  else if (draft.date !== '' && ((conclusionDate !== null && draft.date < conclusionDate) || draft.date > today)) {
    problems.date = 'rootCause.errors.verificationDateRange';
  }
  if (draft.status === 'ineffective' && draft.commentary.trim() === '') problems.commentary = 'rootCause.errors.verificationCommentRequired';
  return problems;
}
