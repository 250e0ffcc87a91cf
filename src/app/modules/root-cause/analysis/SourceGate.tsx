import { Alert, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EffectSourceType } from '../../../../domain/root-cause/model.js';
import { ApiError } from '../../../api/api-error.js';
import { ErrorNotice } from '../../../errors/ErrorNotice.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { refusalKey } from './refusal-key.js';
import { serverSourceCalls, type SourceCalls } from './source-calls.js';

interface SourceGateProps {
  type: EffectSourceType;
  id: number;
  /** The source's analysis is known (found or just created): the page shows it. */
  onOpen: (idEffect: number) => void;
  calls?: SourceCalls;
}

/** The effect id a 409 sourceAnalysed names (someone opened the analysis meanwhile). */
const analysedEffect = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = (error.error as { details?: { id_effect?: unknown } }).details;
  return typeof details?.id_effect === 'number' ? details.id_effect : null;
};

/**
 * `?source=stop|spc|alert&id=`: opens the analysis of a stop, violation or alert, or, when it has none, asks before
 * creating one (the caller becomes its people; the description defaults to the source's).
 */
export function SourceGate({ type, id, onOpen, calls = serverSourceCalls }: SourceGateProps) {
  const translate = useTranslate();
  const found = useAsyncData(`rca-source-${type}-${id}`, () => calls.find(type, id));
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const existing = found.data?.id_effect ?? null;
  useEffect(() => {
    if (existing !== null) onOpen(existing);
  }, [existing, onOpen]);

  if (found.error)
    return <ErrorNotice message={found.error instanceof ApiError ? found.error.messageKey : 'global.error.messages.fetchError'} onRetry={found.reload} />;
  if (found.data === undefined || existing !== null) return <LinearProgress />;

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      onOpen((await calls.create(type, id, description.trim() || undefined)).id_effect);
    } catch (failure) {
      const already = analysedEffect(failure);
      if (already !== null) onOpen(already);
      else setError(refusalKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }} data-testid="source-gate">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {translate(`rcaAnalysis.source.title.${type}`)}
        </Typography>
        <Typography variant="body2">{translate('rcaAnalysis.source.intro')}</Typography>
        <TextField
          size="small"
          multiline
          label={translate('rcaAnalysis.source.description')}
          helperText={translate('rcaAnalysis.source.descriptionHint')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'source-description' } }}
        />
        {error && (
          <Alert severity="error" data-testid="source-error">
            {translate(error, { _: error })}
          </Alert>
        )}
        <Stack direction="row">
          <Button variant="contained" onClick={() => void create()} disabled={busy} data-testid="source-create">
            {translate('rcaAnalysis.source.create')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
