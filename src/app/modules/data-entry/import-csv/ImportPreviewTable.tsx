import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInstant, formatNumber } from '../../../../domain/format/index.js';
import { useFormat } from '../../../format/useFormat.js';
import type { ImportAnswer } from './import-outcome.js';

/** The first rows of the checked file as the server read them, and how many rows it holds. */
export function ImportPreviewTable({ answer, timezone }: { answer: ImportAnswer; timezone: string }) {
  const translate = useTranslate();
  const { locale } = useFormat();
  return (
    <div>
      <Typography variant="subtitle2" component="h2" data-testid="import-preview-summary">
        {translate('dataEntry.import.previewSummary', { shown: answer.preview.length, smart_count: answer.rows })}
      </Typography>
      <Table size="small" data-testid="import-preview">
        <TableHead>
          <TableRow>
            <TableCell>{translate('dataEntry.import.row')}</TableCell>
            <TableCell>{translate('dataEntry.common.tag')}</TableCell>
            <TableCell>{translate('dataEntry.common.time')}</TableCell>
            <TableCell align="right">{translate('dataEntry.common.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.preview.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.tag}</TableCell>
              <TableCell>{formatInstant(locale, timezone, row.ts, 'dateTimeSeconds')}</TableCell>
              <TableCell align="right">{formatNumber(locale, row.value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
