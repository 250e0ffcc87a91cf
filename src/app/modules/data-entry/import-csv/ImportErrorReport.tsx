import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRowError } from './import-outcome.js';

/** A rejected file: nothing was stored, and what is wrong on each row. */
export function ImportErrorReport({ errors }: { errors: readonly ImportRowError[] }) {
  const translate = useTranslate();
  return (
    <div>
      <Alert severity="error" role="alert" data-testid="import-rejected">
        {translate('dataEntry.import.rejected', { smart_count: errors.length })}
      </Alert>
      <Table size="small" data-testid="import-errors">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 80 }}>{translate('dataEntry.import.row')}</TableCell>
            <TableCell>{translate('dataEntry.import.problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((error, i) => (
            <TableRow key={`${error.row}-${i}`}>
              <TableCell>{error.row}</TableCell>
              <TableCell>{translate(error.key, { _: error.key, ...error.args })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
