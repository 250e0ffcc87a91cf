import { Alert, Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { toUtcIso, utcToWallTime, wallTimeToUtc } from '../../../../domain/format/index.js';
import type { EffectView, PersonRef } from '../../../../domain/root-cause/model.js';
import { useFormat } from '../../../format/useFormat.js';
import { PersonPicker } from '../shared/PersonPicker.js';
import { TeamPicker } from '../shared/TeamPicker.js';
import { useUnitPeople } from '../shared/useUnitPeople.js';
import type { EffectEditBody } from '../api/analysis-api.js';
import { DialogSaveActions } from './DialogSaveActions.js';
import { useDialogSave } from './useDialogSave.js';

interface EffectEditDialogProps {
  effect: EffectView;
  onSave: (body: EffectEditBody) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

/** The effect's people who must each be someone, in the order shown. */
const ROLES = ['responsible', 'examiner', 'manager'] as const;
type Role = (typeof ROLES)[number];

const REQUIRED = 'ra.validation.required';

/** The effect's description and people (responsible, examiner, manager, team), sent with the version read. */
export function EffectEditDialog({ effect, onSave, onSaved, onClose }: EffectEditDialogProps) {
  const translate = useTranslate();
  const people = useUnitPeople().data ?? [];
  const { timeZone } = useFormat();
  const [description, setDescription] = useState(effect.description);
  // On the unit's wall clock, as every time on screen.
  const [occurredAt, setOccurredAt] = useState(() => utcToWallTime(timeZone, Date.parse(effect.occurred_at)));
  const [roles, setRoles] = useState<Record<Role, PersonRef | null>>({ responsible: effect.responsible, examiner: effect.examiner, manager: effect.manager });
  const [team, setTeam] = useState<PersonRef[]>(effect.team);
  const { busy, fieldErrors, setFieldErrors, fieldText, error, run } = useDialogSave('global.error.messages.editError');

  const save = async () => {
    const text = description.trim();
    const occurredMs = wallTimeToUtc(timeZone, occurredAt);
    const { responsible, examiner, manager } = roles;
    const missing = {
      ...(text ? {} : { description: REQUIRED }),
      ...(occurredMs === undefined ? { occurred_at: REQUIRED } : {}),
      ...Object.fromEntries(ROLES.filter((role) => !roles[role]).map((role) => [`id_${role}`, REQUIRED])),
    };
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0 || !responsible || !examiner || !manager || occurredMs === undefined) return;
    await run(async () => {
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
    });
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
          helperText={fieldText('description')}
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
          helperText={fieldText('occurred_at')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'effect-edit-occurred' } }}
        />
        {ROLES.map((role) => (
          <PersonPicker
            key={role}
            label={translate(`rcaAnalysis.header.${role}`)}
            people={people}
            value={roles[role]}
            onChange={(person) => setRoles((current) => ({ ...current, [role]: person }))}
            error={fieldErrors[`id_${role}`]}
            required
            testId={`effect-edit-${role}`}
          />
        ))}
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
      <DialogSaveActions busy={busy} onSave={() => void save()} onCancel={onClose} testId="effect-edit-save" />
    </Dialog>
  );
}
