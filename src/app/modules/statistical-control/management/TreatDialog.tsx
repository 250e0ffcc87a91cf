import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { RuleHelpText } from '../help/RuleHelpText.js';
import type { TreatBody, ViolationRow } from './management-types.js';
import { treatProblem, type TreatField, type TreatProblem } from './treat-problem.js';
import type { CatalogueOption } from './useTreatCatalogues.js';

const COMMENT_MAX = 2000;

interface TreatDialogProps {
  violation: ViolationRow;
  diagnostics: readonly CatalogueOption[];
  actions: readonly CatalogueOption[];
  /** Sends the treatment, answering the treated violation; a refusal is thrown as the server's ApiError. */
  onTreat: (body: TreatBody) => Promise<ViolationRow>;
  onTreated: (treated: ViolationRow) => void;
  /** Someone changed the violation first: the page closes the dialog, says so and reads its list again. */
  onStale: () => void;
  onClose: () => void;
}

/** Treat a violation: a diagnostic and a corrective action of the unit's catalogues and a comment, sent with the version shown. */
export function TreatDialog({ violation, diagnostics, actions, onTreat, onTreated, onStale, onClose }: TreatDialogProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [diagnostic, setDiagnostic] = useState<number | ''>(violation.id_diagnostic ?? '');
  const [action, setAction] = useState<number | ''>(violation.id_corrective_action ?? '');
  const [comment, setComment] = useState(violation.comment ?? '');
  const [problem, setProblem] = useState<TreatProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldError = (field: TreatField) => {
    const found = problem?.kind === 'fields' ? problem.fields[field] : undefined;
    return found ? translate(found.key, { _: found.key, ...found.args }) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (diagnostic === '' || action === '' || busy) return;
    setBusy(true);
    setProblem(null);
    const trimmed = comment.trim();
    try {
      const treated = await onTreat({
        id_violation: violation.id_violation,
        version: violation.version,
        id_diagnostic: diagnostic,
        id_corrective_action: action,
        ...(trimmed ? { comment: trimmed } : {}),
      });
      onTreated(treated);
    } catch (error) {
      const found = treatProblem(error);
      if (found.kind === 'stale') onStale();
      else setProblem(found);
    } finally {
      setBusy(false);
    }
  };

  const select = (field: TreatField, label: string, value: number | '', options: readonly CatalogueOption[], onChange: (id: number) => void) => (
    <TextField
      select
      required
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(fieldError(field))}
      helperText={fieldError(field) ?? (options.length === 0 ? translate('spcManagement.treat.noOptions') : undefined)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `treat-${field}` } as object } }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} data-testid={`treat-${field}-option-${option.id}`}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="treat-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{translate('spcManagement.treat.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" data-testid="treat-summary">
              {translate('spcManagement.treat.summary', {
                card: violation.card_code,
                rule: `${translate(`spc.rules.short.${violation.rule}`)} – ${translate(`spc.rules.name.${violation.rule}`)}`,
                time: format.instant(violation.point_at, 'dateTimeSeconds'),
                value: format.number(violation.value, { maxDecimals: 4 }),
              })}
            </Typography>
            <RuleHelpText rule={violation.rule} />
            {select('id_diagnostic', translate('spcManagement.treat.diagnostic'), diagnostic, diagnostics, setDiagnostic)}
            {select('id_corrective_action', translate('spcManagement.treat.correctiveAction'), action, actions, setAction)}
            <TextField
              label={translate('spcManagement.treat.comment')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={2}
              error={Boolean(fieldError('comment'))}
              helperText={fieldError('comment')}
              slotProps={{ htmlInput: { 'data-testid': 'treat-comment', maxLength: COMMENT_MAX } }}
            />
            {problem?.kind === 'message' && (
              <Alert severity="error" data-testid="treat-error">
                {translate(problem.key, { _: problem.key })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || diagnostic === '' || action === ''} data-testid="treat-submit">
            {translate('spcManagement.treat.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
