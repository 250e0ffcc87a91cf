import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { toUtcIso, utcToWallTime, wallTimeToUtc } from '../../../../domain/format/index.js';
import type { EffectView, PersonRef } from '../../../../domain/root-cause/model.js';
import { ApiError } from '../../../api/api-error.js';
import { useFormat } from '../../../format/useFormat.js';
import { PersonPicker } from '../shared/PersonPicker.js';
import { TeamPicker } from '../shared/TeamPicker.js';
import { useUnitPeople } from '../shared/useUnitPeople.js';
import type { EffectEditBody } from '../api/analysis-api.js';

interface EffectEditDialogProps {
  effect: EffectView;
  onSave: (body: EffectEditBody) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

/** The effect's description and people (responsible, examiner, manager, team), sent with the version read. */
export function EffectEditDialog({ effect, onSave, onSaved, onClose }: EffectEditDialogProps) {
  const translate = useTranslate();
  const people = useUnitPeople().data ?? [];
  const { timeZone } = useFormat();
  const [description, setDescription] = useState(effect.description);
  // On the unit's wall clock, as every time on screen.
  const [occurredAt, setOccurredAt] = useState(() => utcToWallTime(timeZone, Date.parse(effect.occurred_at)));
  const [responsible, setResponsible] = useState<PersonRef | null>(effect.responsible);
  const [examiner, setExaminer] = useState<PersonRef | null>(effect.examiner);
  const [manager, setManager] = useState<PersonRef | null>(effect.manager);
  const [team, setTeam] = useState<PersonRef[]>(effect.team);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const text = description.trim();
    const occurredMs = wallTimeToUtc(timeZone, occurredAt);
    const missing = {
      ...(text ? {} : { description: 'ra.validation.required' }),
      ...(occurredMs === undefined ? { occurred_at: 'ra.validation.required' } : {}),
      ...(responsible ? {} : { id_responsible: 'ra.validation.required' }),
      ...(examiner ? {} : { id_examiner: 'ra.validation.required' }),
      ...(manager ? {} : { id_manager: 'ra.validation.required' }),
    };
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0 || !responsible || !examiner || !manager || occurredMs === undefined) return;
    setBusy(true);
    setError(null);
    try {
      await onSave({
        version: effect.version,
        description: text,
        occurred_at: toUtcIso(occurredMs),
        id_responsible: responsible.id,
        id_examiner: examiner.id,
        id_manager: manager.id,
        team: team.map((person) => person.id),
      });
      onSaved();
    } catch (failure) {
      const refusals = failure instanceof ApiError ? Object.fromEntries(Object.entries(failure.fields).map(([field, problem]) => [field, problem.key])) : {};
      if (Object.keys(refusals).length > 0) setFieldErrors(refusals);
      else setError(failure instanceof ApiError ? failure.messageKey : 'global.error.messages.editError');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="effect-edit-dialog">
      <DialogTitle>{translate('rcaAnalysis.effect.editTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          size="small"
          required
          multiline
          label={translate('rcaAnalysis.effect.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={Boolean(fieldErrors.description)}
          helperText={fieldErrors.description ? translate(fieldErrors.description, { _: fieldErrors.description }) : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'effect-edit-description' } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          required
          label={translate('rcaAnalysis.effect.occurredAt')}
          value={occurredAt}
          onChange={(event) => setOccurredAt(event.target.value)}
          error={Boolean(fieldErrors.occurred_at)}
          helperText={fieldErrors.occurred_at ? translate(fieldErrors.occurred_at, { _: fieldErrors.occurred_at }) : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'effect-edit-occurred' } }}
        />
        <PersonPicker
          label={translate('rcaAnalysis.header.responsible')}
          people={people}
          value={responsible}
          onChange={setResponsible}
          error={fieldErrors.id_responsible}
          required
          testId="effect-edit-responsible"
        />
        <PersonPicker
          label={translate('rcaAnalysis.header.examiner')}
          people={people}
          value={examiner}
          onChange={setExaminer}
          error={fieldErrors.id_examiner}
          required
          testId="effect-edit-examiner"
        />
        <PersonPicker
          label={translate('rcaAnalysis.header.manager')}
          people={people}
          value={manager}
          onChange={setManager}
          error={fieldErrors.id_manager}
          required
          testId="effect-edit-manager"
        />
        <TeamPicker
          label={translate('rcaAnalysis.header.team')}
          people={people}
          value={team}
          onChange={setTeam}
          error={fieldErrors.team}
          testId="effect-edit-team"
        />
        {error && (
          <Alert severity="error" data-testid="effect-edit-error">
            {translate(error, { _: error })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="effect-edit-save">
          {translate('rcaAnalysis.buttons.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
