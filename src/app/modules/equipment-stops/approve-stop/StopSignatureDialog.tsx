import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { SignatureDialog, type Signature, type SignatureProblem } from '../../../components/signature/index.js';
import type { StopDecision } from '../shared/stops-api.js';
import { decisionProblem } from './approvable-stops.js';
import { StopsWithoutMotive } from './StopsWithoutMotive.js';

export type Decision = StopDecision['decision'];

interface StopSignatureDialogProps {
  decision: Decision;
  stops: readonly StopView[];
  /** Sends the decision; a refusal is thrown as the server's ApiError. */
  onSign: (signature: Signature) => Promise<void>;
  onClose: () => void;
  /** A stop changed meanwhile: the page closes the dialog and reads its list again. */
  onStale: () => void;
  /** How a stop is named in the dialog (frame and start). */
  describe: (stop: StopView) => string;
}

/** The electronic signature of an approval or reproval of the chosen stops (a comment is required to reprove). */
export function StopSignatureDialog({ decision, stops, onSign, onClose, onStale, describe }: StopSignatureDialogProps) {
  const explain = (error: unknown): SignatureProblem => {
    const found = decisionProblem(error, stops);
    if (found.kind !== 'motiveRequired') return found;
    return { kind: 'notice', testId: 'signature-motive-required', content: <StopsWithoutMotive stops={found.stops} describe={describe} /> };
  };
  return (
    <SignatureDialog
      decision={decision}
      messages="stopApproval.approve"
      count={stops.length}
      testId="signature"
      onSign={onSign}
      explain={explain}
      onStale={onStale}
      onClose={onClose}
    />
  );
}
