import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportAnswer } from './import-outcome.js';
import { ImportRefusals } from './ImportRefusals.js';

/** How many values the import stored, and which rows the tag filters refused. */
export function ImportResult({ answer }: { answer: ImportAnswer }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Alert severity="success" role="status" data-testid="import-stored">
        {translate('dataEntry.import.stored', { smart_count: answer.stored, rows: answer.rows })}
      </Alert>
      <ImportRefusals answer={answer} done />
    </Stack>
  );
}
