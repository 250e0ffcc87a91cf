import type { VerificationStatus } from './model.js';

export interface VerificationInput {
  date: string | null;
  status: VerificationStatus;
  commentary: string | null;
}

/**
 * Business modules §5: a verification status needs a verification date. Also: a verdict (effective or
 * ineffective) is required, the date is not before the action's conclusion nor after today, and an
 * ineffective verdict says why (commentary). Answers field → message key (empty when valid).
 */
export function verificationProblems(input: VerificationInput, conclusionDate: string | null, today: string): Record<string, string> {
  throw new Error(`not implemented ${input.status} ${conclusionDate} ${today}`);
}
