import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActionView, PersonRef } from '../../../../domain/root-cause/model.js';
import { useFormat } from '../../../format/useFormat.js';
import type { ActionFields } from '../api/actions-api.js';
import { PersonPicker } from '../shared/PersonPicker.js';
import { changedFields, draftOf, draftProblems, DRAFT_FIELDS, emptyDraft, fieldsOf, SERVER_FIELDS, type ActionDraft, type DraftField } from './action-draft.js';
import { actionProblem } from './action-problem.js';

interface ActionDialogProps {
  /** Absent: a new action. */
  action?: ActionView;
  people: readonly PersonRef[];
  /** Defaults of a new action: the caller as responsible, the effect's examiner. */
  me: PersonRef | null;
  effectExaminer: PersonRef;
  /** Sends the fields (all of a new action, the changed ones of an edit); a refusal is thrown as the server's ApiError. */
  onSave: (fields: ActionFields | Partial<ActionFields>) => Promise<ActionView>;
  onSaved: (action: ActionView) => void;
  onStale: () => void;
  onClose: () => void;
}

/** The server's limits (action-create.body.schema.json). */
const MAX_LENGTH = { title: 200, where: 200, what: 2000, why: 2000, how: 2000 } as const;
const shrunk = { inputLabel: { shrink: true } };

/** The 5W2H form of a new or edited action: what, why, where, who, when, how, how much, and the examiner and times. */
export function ActionDialog({ action, people, me, effectExaminer, onSave, onSaved, onStale, onClose }: ActionDialogProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [draft, setDraft] = useState<ActionDraft>(() =>
    action ? draftOf(action, (value) => format.number(value, { grouping: false })) : emptyDraft(me, effectExaminer),
  );
  const [problems, setProblems] = useState<Partial<Record<DraftField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The responsible who is not an applicator changes the spent time only (README, Actions).
  const spentTimeOnly = action !== undefined && !action.roles.includes('applicator');
  const locked = (field: DraftField) => spentTimeOnly && field !== 'spent_time';
  const set = <F extends DraftField>(field: F, value: ActionDraft[F]) => setDraft((previous) => ({ ...previous, [field]: value }));
  const error = (field: DraftField) => (problems[field] ? translate(problems[field], { _: problems[field] }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = draftProblems(draft);
    setProblems(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    const fields = fieldsOf(draft);
    setBusy(true);
    try {
      onSaved(await onSave(action ? changedFields(action, fields) : fields));
    } catch (caught) {
      const problem = actionProblem(caught, [...DRAFT_FIELDS, ...Object.keys(SERVER_FIELDS)]);
      if (problem.kind === 'stale') return onStale();
      if (problem.kind === 'message') return setMessage(translate(problem.key, { _: problem.key, ...problem.args }));
      setProblems(
        Object.fromEntries(Object.entries(problem.fields).map(([field, value]) => [SERVER_FIELDS[field] ?? field, value?.key])) as Partial<
          Record<DraftField, string>
        >,
      );
    } finally {
      setBusy(false);
    }
  };

  const text = (field: 'title' | 'what' | 'why' | 'where' | 'how', label: string, required = false, multiline = false) => (
    <TextField
      label={translate(label)}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      required={required}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      disabled={locked(field)}
      error={Boolean(error(field))}
      helperText={error(field)}
      slotProps={{ htmlInput: { 'data-testid': `action-${field}`, maxLength: MAX_LENGTH[field] } }}
    />
  );
  const duration = (field: 'planned_time' | 'spent_time', label: string) => (
    <TextField
      label={translate(label)}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      placeholder="HH:mm"
      disabled={locked(field)}
      error={Boolean(error(field))}
      helperText={error(field) ?? translate('rcaActions.form.durationHint')}
      slotProps={{ ...shrunk, htmlInput: { 'data-testid': `action-${field}`, inputMode: 'numeric' } }}
      sx={{ flex: 1 }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="action-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{translate(action ? 'rcaActions.form.editTitle' : 'rcaActions.form.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('title', 'rcaActions.fields.title', true)}
            {text('what', 'rcaActions.fields.what', true, true)}
            {text('why', 'rcaActions.fields.why', true, true)}
            {text('where', 'rcaActions.fields.where')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Stack sx={{ flex: 1 }}>
                <PersonPicker
                  label={translate('rcaActions.fields.who')}
                  people={people}
                  value={draft.responsible}
                  onChange={(person) => set('responsible', person)}
                  error={problems.responsible}
                  required
                  disabled={locked('responsible')}
                  testId="action-responsible"
                />
              </Stack>
              <TextField
                type="date"
                label={translate('rcaActions.fields.when')}
                value={draft.deadline}
                onChange={(event) => set('deadline', event.target.value)}
                required
                disabled={locked('deadline')}
                error={Boolean(error('deadline'))}
                helperText={error('deadline')}
                slotProps={{ ...shrunk, htmlInput: { 'data-testid': 'action-deadline' } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            {text('how', 'rcaActions.fields.how', false, true)}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={translate('rcaActions.fields.howMuch')}
                value={draft.how_much}
                onChange={(event) => set('how_much', event.target.value)}
                disabled={locked('how_much')}
                error={Boolean(error('how_much'))}
                helperText={error('how_much')}
                slotProps={{ htmlInput: { 'data-testid': 'action-how_much', inputMode: 'decimal' } }}
                sx={{ flex: 1 }}
              />
              {duration('planned_time', 'rcaActions.fields.plannedTime')}
              {duration('spent_time', 'rcaActions.fields.spentTime')}
            </Stack>
            <PersonPicker
              label={translate('rcaActions.fields.examiner')}
              people={people}
              value={draft.examiner}
              onChange={(person) => set('examiner', person)}
              error={problems.examiner}
              required
              disabled={locked('examiner')}
              testId="action-examiner"
            />
            {message && (
              <Alert severity="error" data-testid="action-dialog-error">
                {message}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="action-save">
            {translate('rcaActions.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
