import { Alert, Autocomplete, Box, Dialog, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { gutPriority } from '../../../../domain/root-cause/gut.js';
import type { CauseView, Origin } from '../../../../domain/root-cause/model.js';
import type { CauseFields } from '../api/analysis-api.js';
import { DialogSaveActions } from './DialogSaveActions.js';
import { GutSelect, type GutField } from './GutSelect.js';
import type { CatalogueCause } from './useCauseCatalogue.js';
import { useDialogSave } from './useDialogSave.js';

interface CauseDialogProps {
  origin: Origin;
  /** The cause edited; absent for a new cause. */
  cause?: CauseView;
  /** The unit's active catalogue causes (any origin; the dialog shows those of `origin`). */
  catalogue: readonly CatalogueCause[];
  onSave: (fields: CauseFields) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

const GUT_FIELDS: GutField[] = ['gravity', 'urgency', 'tendency'];

/** A cause on one bone: a catalogue cause or a free description, and its gravity, urgency and tendency (GUT). */
export function CauseDialog({ origin, cause, catalogue, onSave, onSaved, onClose }: CauseDialogProps) {
  const translate = useTranslate();
  const [fields, setFields] = useState<CauseFields>(() => ({
    origin,
    id_cause_catalogue: cause?.id_cause_catalogue ?? null,
    description: cause?.description ?? '',
    gravity: cause?.gravity ?? 3,
    urgency: cause?.urgency ?? 3,
    tendency: cause?.tendency ?? 3,
  }));
  const { busy, fieldErrors, setFieldErrors, fieldText, error, run } = useDialogSave('rootCause.messages.causeSaveError');
  const options = catalogue.filter((entry) => entry.origin === origin);
  const chosen = options.find((entry) => entry.id === fields.id_cause_catalogue) ?? null;
  const set = (change: Partial<CauseFields>) => setFields((current) => ({ ...current, ...change }));

  const save = async () => {
    const description = fields.description.trim();
    if (!description) return setFieldErrors({ description: 'ra.validation.required' });
    await run(async () => {
      await onSave({ ...fields, description });
      onSaved();
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="cause-dialog" data-origin={origin}>
      <DialogTitle data-testid="cause-dialog-title">
        {cause ? translate('rcaAnalysis.cause.editTitle') : translate('rcaAnalysis.cause.newTitle', { origin: translate(`rootCause.origins.${origin}`) })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Autocomplete
          size="small"
          options={options}
          value={chosen}
          onChange={(_event, entry) => set(entry ? { id_cause_catalogue: entry.id, description: entry.description } : { id_cause_catalogue: null })}
          getOptionLabel={(entry) => entry.label}
          isOptionEqualToValue={(option, picked) => option.id === picked.id}
          noOptionsText={translate('ra.navigation.no_results')}
          data-testid="cause-catalogue"
          renderOption={({ key, ...props }, entry) => (
            <li key={key} {...props} data-testid={`cause-catalogue-option-${entry.id}`}>
              {entry.label}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('rcaAnalysis.cause.catalogue')}
              placeholder={translate('rcaAnalysis.cause.noCatalogue')}
              error={Boolean(fieldErrors.id_cause_catalogue)}
              helperText={fieldText('id_cause_catalogue')}
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'cause-catalogue-input' } }}
            />
          )}
        />
        <TextField
          size="small"
          required
          multiline
          label={translate('rcaAnalysis.cause.description')}
          value={fields.description}
          onChange={(event) => set({ description: event.target.value })}
          error={Boolean(fieldErrors.description)}
          helperText={fieldText('description')}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'cause-description' } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
          {GUT_FIELDS.map((field) => (
            <GutSelect key={field} field={field} value={fields[field]} onChange={(value) => set({ [field]: value })} error={fieldErrors[field]} />
          ))}
        </Box>
        <Typography variant="body2" data-testid="cause-product">
          {translate('rcaAnalysis.cause.product', { priority: gutPriority(fields.gravity, fields.urgency, fields.tendency) })}
        </Typography>
        {error && (
          <Alert severity="error" data-testid="cause-error">
            {translate(error, { _: error })}
          </Alert>
        )}
      </DialogContent>
      <DialogSaveActions busy={busy} onSave={() => void save()} onCancel={onClose} testId="cause-save" />
    </Dialog>
  );
}
