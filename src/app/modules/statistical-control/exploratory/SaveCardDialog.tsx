import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { SpcTag } from './exploratory-api.js';
import type { ExploratoryChoice } from './exploratory-choice.js';
import { cardRecord, draftFields, draftProblems, type CardDraft, type DraftField } from './save-card-draft.js';
import { useCardOptions } from './useCardOptions.js';

interface SaveCardDialogProps {
  choice: ExploratoryChoice & { idTag: number };
  tag: SpcTag;
  onClose: () => void;
}

const CARDS = '/settings/statistical-control/cards';
const MANAGEMENT = '/statistical-control/management';

/** The server's field errors, already translated by the data provider (src/app/data/api-error.ts). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  return (error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined) ?? {};
}

/** Saves the chart on the page as a card: code, description, rule set of the tag, K and an optional alert; then leads to it. */
export function SaveCardDialog({ choice, tag, onClose }: SaveCardDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const options = useCardOptions(choice.idTag);
  const [draft, setDraft] = useState<CardDraft>({ code: '', description: '', idRuleSet: null, k: String(choice.k ?? 3), idAlert: null });
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ id: number | string; code: string } | null>(null);
  const ruleSetId = draft.idRuleSet ?? (options.ruleSets.length === 1 ? Number(options.ruleSets[0]!.id) : null);
  const current = { ...draft, idRuleSet: ruleSetId };
  const problems = draftProblems(current);
  const set = (patch: Partial<CardDraft>) => {
    setDraft({ ...current, ...patch });
    setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([field]) => !Object.keys(patch).some((key) => field === fieldOf(key)))));
  };
  const errorOf = (field: DraftField) => {
    const problem = touched ? problems[field] : undefined;
    return problem ? translate(problem.key, problem.args) : serverErrors[field];
  };
  // Refusals of fields the dialog does not show (the page's chart type, sampling, sizes or tag) go above the fields.
  const otherErrors = Object.entries(serverErrors).filter(([field]) => !(draftFields as readonly string[]).includes(field));

  const save = async () => {
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setRefusal(null);
    try {
      const { data } = await dataProvider.create('settings/statistical-control/cards', { data: cardRecord(current, choice) });
      setSaved({ id: data.id, code: current.code.trim() });
    } catch (error) {
      const errors = fieldErrorsOf(error);
      setServerErrors(errors);
      setRefusal(
        Object.keys(errors).length
          ? null
          : error instanceof Error
            ? translate(error.message, { _: error.message })
            : translate('global.error.messages.saveError'),
      );
    } finally {
      setSaving(false);
    }
  };

  if (saved) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="spc-save-title">
        <DialogTitle id="spc-save-title">{translate('spcExploratory.save.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="success" data-testid="spc-card-saved">
            {translate('spcExploratory.save.saved', { code: saved.code })}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button component={Link} to={MANAGEMENT} data-testid="spc-open-management">
            {translate('spcExploratory.save.openManagement')}
          </Button>
          <Button component={Link} to={`${CARDS}/${saved.id}`} variant="contained" data-testid="spc-open-card">
            {translate('spcExploratory.save.openCard')}
          </Button>
          <Button onClick={onClose}>{translate('spcExploratory.save.close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="spc-save-title">
      <DialogTitle id="spc-save-title">{translate('spcExploratory.save.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('spcExploratory.save.intro', { chart: translate(`spc.charts.${choice.chart}`), tag: tag.code })}
          </Typography>
          {(refusal || otherErrors.length > 0) && (
            <Alert severity="error" data-testid="spc-save-refused">
              {refusal ?? translate('spcExploratory.save.refused')}
              {otherErrors.map(([field, message]) => (
                <div key={field}>{`${translate(`resources.spc-cards.fields.${field}`, { _: field })}: ${message}`}</div>
              ))}
            </Alert>
          )}
          <TextField
            label={translate('spcExploratory.save.code')}
            value={draft.code}
            onChange={(event) => set({ code: event.target.value })}
            error={Boolean(errorOf('code'))}
            helperText={errorOf('code')}
            required
            slotProps={{ htmlInput: { 'data-testid': 'spc-save-code', maxLength: 60 } }}
          />
          <TextField
            label={translate('spcExploratory.save.description')}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
            error={Boolean(errorOf('description'))}
            helperText={errorOf('description')}
            slotProps={{ htmlInput: { 'data-testid': 'spc-save-description' } }}
          />
          {!options.ruleSetsLoading && options.ruleSets.length === 0 ? (
            <Alert severity="warning" data-testid="spc-save-no-rule-set">
              {translate('spcExploratory.save.noRuleSet')}
            </Alert>
          ) : (
            <TextField
              select
              label={translate('spcExploratory.save.ruleSet')}
              value={ruleSetId ?? ''}
              onChange={(event) => set({ idRuleSet: Number(event.target.value) })}
              error={Boolean(errorOf('id_rule_set'))}
              helperText={errorOf('id_rule_set')}
              required
              slotProps={{ htmlInput: { 'data-testid': 'spc-save-rule-set' } }}
            >
              {options.ruleSets.map((ruleSet) => (
                <MenuItem key={ruleSet.id} value={Number(ruleSet.id)} data-testid={`spc-rule-set-option-${ruleSet.id}`}>
                  {ruleSet.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={translate('spcExploratory.save.k')}
            value={draft.k}
            onChange={(event) => set({ k: event.target.value })}
            error={Boolean(errorOf('k_factor'))}
            helperText={errorOf('k_factor')}
            required
            slotProps={{ htmlInput: { 'data-testid': 'spc-save-k', inputMode: 'decimal' } }}
          />
          {options.alerts && (
            <TextField
              select
              label={translate('spcExploratory.save.alert')}
              value={draft.idAlert ?? ''}
              onChange={(event) => set({ idAlert: event.target.value === '' ? null : Number(event.target.value) })}
              error={Boolean(errorOf('id_alerta'))}
              helperText={errorOf('id_alerta')}
              slotProps={{ htmlInput: { 'data-testid': 'spc-save-alert' } }}
            >
              <MenuItem value="">{translate('spcExploratory.save.noAlert')}</MenuItem>
              {options.alerts.map((alert) => (
                <MenuItem key={alert.id} value={Number(alert.id)}>
                  {alert.ale_titulo}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || options.ruleSets.length === 0} data-testid="spc-save-submit">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The card field a draft key edits, so typing clears its server error. */
function fieldOf(key: string): string {
  return key === 'idRuleSet' ? 'id_rule_set' : key === 'k' ? 'k_factor' : key === 'idAlert' ? 'id_alerta' : key;
}
