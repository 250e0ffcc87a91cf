import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportAnswer } from './import-outcome.js';

const listedRows = 20;

/** Rows outside their tag's filter limits: foreseen on the check, counted after the import; never stored. */
export function ImportRefusals({ answer, done }: { answer: ImportAnswer; done: boolean }) {
  const translate = useTranslate();
  if (!answer.refused) return null;
  const rows = (answer.refusals ?? [])
    .slice(0, listedRows)
    .map(({ row, reason }) => `${row} (${translate(`dataEntry.import.reason.${reason}`, { _: reason })})`);
  const more = (answer.refusals?.length ?? 0) > listedRows ? ', …' : '';
  return (
    <Alert severity="warning" data-testid="import-refusals">
      {translate(done ? 'dataEntry.import.refused' : 'dataEntry.import.willRefuse', { smart_count: answer.refused })}
      {rows.length > 0 && <div>{translate('dataEntry.import.refusedRows', { rows: rows.join(', ') + more })}</div>}
    </Alert>
  );
}
