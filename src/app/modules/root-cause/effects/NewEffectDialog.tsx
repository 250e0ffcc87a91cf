import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EffectView, PersonRef } from '../../../../domain/root-cause/model.js';
import { getUser } from '../../../auth/session-store.js';
import { useFormat } from '../../../format/useFormat.js';
import type { NewEffectBody } from '../api/effects-api.js';
import { PersonPicker } from '../shared/PersonPicker.js';
import { TeamPicker } from '../shared/TeamPicker.js';
import { useUnitPeople } from '../shared/useUnitPeople.js';
import { newEffectBody, type NewEffectDraft, type NewEffectField } from './new-effect-draft.js';
import { newEffectProblem, type NewEffectProblem } from './new-effect-problem.js';

const DESCRIPTION_MAX = 2000;

interface NewEffectDialogProps {
  /** Sends the effect, answering it; a refusal is thrown as the server's ApiError. */
  onCreate: (body: NewEffectBody) => Promise<EffectView>;
  onCreated: (effect: EffectView) => void;
  onClose: () => void;
}

function me(): PersonRef | null {
  const user = getUser();
  return user ? { id: Number(user.id_usuario), name: String(user.usu_nome) } : null;
}

/** Opens an effect typed in: its description, when it happened, its people (the caller by default) and team. */
export function NewEffectDialog({ onCreate, onCreated, onClose }: NewEffectDialogProps) {
  const translate = useTranslate();
  const { timeZone, zone } = useFormat();
  const people = useUnitPeople().data ?? [];
  const [draft, setDraft] = useState<NewEffectDraft>(() => {
    const caller = me();
    return { description: '', occurredAt: '', responsible: caller, examiner: caller, manager: caller, team: [] };
  });
  const [problem, setProblem] = useState<NewEffectProblem>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const change = (changes: Partial<NewEffectDraft>) => setDraft((previous) => ({ ...previous, ...changes }));
  const fieldError = (field: NewEffectField) => problem.fields[field]?.key;
  const shown = (field: NewEffectField) => {
    const found = problem.fields[field];
    return found ? translate(found.key, { _: found.key, ...found.args }) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = newEffectBody(draft, timeZone);
    if ('fields' in check) {
      setProblem({ fields: check.fields });
      return;
    }
    setBusy(true);
    setProblem({ fields: {} });
    try {
      onCreated(await onCreate(check.body));
    } catch (error) {
      setProblem(newEffectProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const person = (field: 'responsible' | 'examiner' | 'manager', bodyField: NewEffectField) => (
    <PersonPicker
      label={translate(`rootCause.roles.${field}`)}
      people={people}
      value={draft[field]}
      onChange={(picked) => change({ [field]: picked })}
      error={fieldError(bodyField)}
      testId={`new-effect-${field}`}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="new-effect-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{translate('rcaEffects.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              required
              autoFocus
              multiline
              minRows={2}
              label={translate('rcaEffects.dialog.description')}
              value={draft.description}
              onChange={(event) => change({ description: event.target.value })}
              error={Boolean(fieldError('description'))}
              helperText={shown('description')}
              slotProps={{ htmlInput: { 'data-testid': 'new-effect-description', maxLength: DESCRIPTION_MAX } }}
            />
            <TextField
              type="datetime-local"
              label={translate('rcaEffects.dialog.occurredAt')}
              value={draft.occurredAt}
              onChange={(event) => change({ occurredAt: event.target.value })}
              error={Boolean(fieldError('occurred_at'))}
              helperText={shown('occurred_at') ?? zone()}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'new-effect-occurred-at' } }}
            />
            {person('responsible', 'id_responsible')}
            {person('examiner', 'id_examiner')}
            {person('manager', 'id_manager')}
            <TeamPicker
              label={translate('rcaEffects.dialog.team')}
              people={people}
              value={draft.team}
              onChange={(team) => change({ team })}
              error={fieldError('team')}
              testId="new-effect-team"
            />
            {problem.message && (
              <Alert severity="error" data-testid="new-effect-error">
                {translate(problem.message, { _: problem.message })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="new-effect-submit">
            {translate('rcaEffects.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
