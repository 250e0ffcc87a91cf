import type { ActionView, PersonRef } from '../../../../domain/root-cause/model.js';
import { useActionCalls } from './action-calls.js';
import type { DialogCommand } from './ActionDetails.js';
import { ActionFormDialog } from './ActionFormDialog.js';
import { ActionHistoryDialog } from './ActionHistoryDialog.js';
import { ActionSignatureDialog } from './ActionSignatureDialog.js';
import { FinishDialog } from './FinishDialog.js';
import { VerifyDialog } from './VerifyDialog.js';

export type PanelDialog = { kind: 'new'; idCause: number } | { kind: DialogCommand; action: ActionView };

interface ActionPanelDialogProps {
  dialog: PanelDialog;
  effectExaminer: PersonRef;
  /** The call went through: the panel closes the dialog and reads the analysis again. */
  onDone: () => void;
  onStale: () => void;
  onClose: () => void;
}

/** The one dialog the panel shows at a time, wired to the action's calls. */
export function ActionPanelDialog({ dialog, effectExaminer, onDone, onStale, onClose }: ActionPanelDialogProps) {
  const calls = useActionCalls();
  if (dialog.kind === 'new')
    return <ActionFormDialog target={{ idCause: dialog.idCause }} effectExaminer={effectExaminer} onSaved={onDone} onStale={onStale} onClose={onClose} />;
  const { action } = dialog;
  const command = async (body: Parameters<typeof calls.runActionCommand>[1]) => {
    await calls.runActionCommand(action.id_action, body);
    onDone();
  };
  switch (dialog.kind) {
    case 'edit':
      return <ActionFormDialog target={{ action }} effectExaminer={effectExaminer} onSaved={onDone} onStale={onStale} onClose={onClose} />;
    case 'finish':
      return (
        <FinishDialog
          title={action.title}
          onFinish={(conclusionDate) => command({ version: action.version, command: 'finish', conclusion_date: conclusionDate })}
          onStale={onStale}
          onClose={onClose}
        />
      );
    case 'approve':
    case 'disapprove':
      return (
        <ActionSignatureDialog
          decision={dialog.kind}
          title={action.title}
          onSign={({ password, comment }) => command({ version: action.version, command: dialog.kind as 'approve', password, ...(comment ? { comment } : {}) })}
          onStale={onStale}
          onClose={onClose}
        />
      );
    case 'verify':
      return (
        <VerifyDialog
          title={action.title}
          conclusionDate={action.conclusion_date}
          onVerify={async (body) => {
            await calls.verifyAction(action.id_action, { version: action.version, ...body });
            onDone();
          }}
          onStale={onStale}
          onClose={onClose}
        />
      );
    case 'history':
      return <ActionHistoryDialog action={action} onClose={onClose} />;
  }
}
