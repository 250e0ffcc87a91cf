export { SignatureDialog, type SignatureDialogProps } from './SignatureDialog.js';
export type { Signature, SignatureField, SignatureProblem } from './signature-problem.js';
