import { SignatureDialog, type Signature } from '../../../components/signature/index.js';
import { actionProblem } from './action-problem.js';

export type SignatureDecision = 'approve' | 'disapprove';

interface ActionSignatureDialogProps {
  decision: SignatureDecision;
  title: string;
  /** Sends the signature; a refusal is thrown as the server's ApiError. */
  onSign: (signature: Signature) => Promise<void>;
  onStale: () => void;
  onClose: () => void;
}

const FIELDS = ['password', 'comment'] as const;

/** The electronic signature of an approval or disapproval of the action titled `title` (a comment is required to disapprove). */
export function ActionSignatureDialog({ decision, title, onSign, onStale, onClose }: ActionSignatureDialogProps) {
  return (
    <SignatureDialog
      decision={decision}
      messages="rcaActions.signature"
      subject={title}
      testId="action-signature"
      onSign={onSign}
      explain={(error) => actionProblem(error, FIELDS)}
      onStale={onStale}
      onClose={onClose}
    />
  );
}
