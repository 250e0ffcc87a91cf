import type { ActionView, PersonRef } from '../../../../domain/root-cause/model.js';
import { getUser } from '../../../auth/session-store.js';
import { useUnitPeople } from '../shared/useUnitPeople.js';
import { useActionCalls } from './action-calls.js';
import { ActionDialog } from './ActionDialog.js';
import type { ActionFields } from '../api/actions-api.js';

interface ActionFormDialogProps {
  /** A new action of this cause, or the action to edit. */
  target: { idCause: number } | { action: ActionView };
  effectExaminer: PersonRef;
  onSaved: () => void;
  onStale: () => void;
  onClose: () => void;
}

const me = (): PersonRef | null => {
  const user = getUser();
  return user ? { id: Number(user.id_usuario), name: String(user.usu_nome) } : null;
};

/** The 5W2H dialog with the unit's people, sending a new action or an edit. */
export function ActionFormDialog({ target, effectExaminer, onSaved, onStale, onClose }: ActionFormDialogProps) {
  const calls = useActionCalls();
  const people = useUnitPeople();
  const action = 'action' in target ? target.action : undefined;
  const save = (fields: ActionFields | Partial<ActionFields>) =>
    action ? calls.updateAction(action.id_action, action.version, fields) : calls.createAction((target as { idCause: number }).idCause, fields as ActionFields);
  return (
    <ActionDialog
      action={action}
      people={people.data ?? []}
      me={me()}
      effectExaminer={effectExaminer}
      onSave={save}
      onSaved={onSaved}
      onStale={onStale}
      onClose={onClose}
    />
  );
}
