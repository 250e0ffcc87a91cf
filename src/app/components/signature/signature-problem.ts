import type { ReactNode } from 'react';
import type { FieldProblem } from '../../api/api-error.js';

/** What the person types to sign: the comment (required to refuse) and the password, which is the signature. */
export interface Signature {
  comment: string;
  password: string;
}

export type SignatureField = keyof Signature;

/** What the dialog shows for a refused signature; each caller reads its own server's refusals into one of these. */
export type SignatureProblem =
  /** Someone changed the signed records first: the caller closes the dialog and reads them again. */
  | { kind: 'stale' }
  | { kind: 'fields'; fields: Partial<Record<SignatureField, FieldProblem>> }
  | { kind: 'message'; key: string; args?: Record<string, unknown> }
  /** A refusal the caller explains itself (the stops without a motive), shown as an error under the fields. */
  | { kind: 'notice'; testId: string; content: ReactNode };
