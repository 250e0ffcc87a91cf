import { useState } from 'react';
import { Alert, Divider, Stack } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { ActionCommand, ActionView } from '../../../../domain/root-cause/model.js';
import { useActionCalls } from './action-calls.js';
import { actionProblem } from './action-problem.js';
import { ActionButtons } from './ActionButtons.js';
import { ActionFieldsCard } from './ActionFieldsCard.js';
import { AttachmentList } from './AttachmentList.js';

/** The commands run from here (cancel once confirmed); the others open a dialog of the panel. */
const HERE: readonly ActionCommand[] = ['start', 'send-for-approval', 'duplicate', 'cancel'];

export type DialogCommand = Exclude<ActionCommand, 'start' | 'send-for-approval' | 'duplicate' | 'attach' | 'cancel'> | 'history';

interface ActionDetailsProps {
  action: ActionView;
  onDialog: (command: DialogCommand) => void;
  onChanged: () => void;
  onStale: () => void;
}

/** An expanded action: its 5W2H, the commands it allows now, its files; a refusal is shown by its key. */
export function ActionDetails({ action, onDialog, onChanged, onStale }: ActionDetailsProps) {
  const translate = useTranslate();
  const calls = useActionCalls();
  const [busy, setBusy] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [refusal, setRefusal] = useState<{ key: string; args?: Record<string, unknown> } | null>(null);

  const run = async (command: ActionCommand) => {
    setBusy(true);
    setRefusal(null);
    try {
      if (command === 'duplicate') await calls.duplicateAction(action.id_action, action.version);
      else await calls.runActionCommand(action.id_action, { version: action.version, command: command as 'start' | 'send-for-approval' | 'cancel' });
      onChanged();
    } catch (error) {
      const problem = actionProblem(error, [] as const);
      if (problem.kind === 'stale') onStale();
      else if (problem.kind === 'message') setRefusal(problem);
    } finally {
      setBusy(false);
    }
  };

  const onCommand = (command: ActionCommand) => {
    if (command === 'cancel') setConfirmingCancel(true);
    else if (HERE.includes(command)) void run(command);
    else if (command !== 'attach') onDialog(command as DialogCommand);
  };

  return (
    <Stack spacing={2} data-testid={`rca-action-details-${action.id_action}`}>
      <ActionFieldsCard action={action} />
      <ActionButtons allowed={action.allowed} busy={busy} onCommand={onCommand} onHistory={() => onDialog('history')} />
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} data-testid="rca-action-refusal">
          {translate(refusal.key, { _: refusal.key, ...refusal.args })}
        </Alert>
      )}
      <Divider />
      <AttachmentList key={action.version} action={action} onChanged={onChanged} onStale={onStale} />
      <Confirm
        isOpen={confirmingCancel}
        title={translate('rcaActions.cancel.title', { title: action.title })}
        content={translate('rcaActions.cancel.content')}
        confirm={translate('rcaActions.commands.cancel')}
        onConfirm={() => {
          setConfirmingCancel(false);
          void run('cancel');
        }}
        onClose={() => setConfirmingCancel(false)}
      />
    </Stack>
  );
}
