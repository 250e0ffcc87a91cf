import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInstant, formatNumber } from '../../../../domain/format/index.js';
import { useFormat } from '../../../format/useFormat.js';
import type { SeriesPoint } from '../shared/series-api.js';
import type { CollectRow, RowProblem } from './collect-rows.js';

export interface CollectValuesTableProps {
  rows: readonly CollectRow[];
  units: ReadonlyMap<number, string>;
  last: ReadonlyMap<number, SeriesPoint | undefined>;
  inputs: Readonly<Record<number, string>>;
  problems: ReadonlyMap<number, RowProblem>;
  onInput: (idTag: number, text: string) => void;
  timezone: string;
  disabled: boolean;
}

/** One row per tag of the group: what it is, its last stored value and the value to enter. */
export function CollectValuesTable({ rows, units, last, inputs, problems, onInput, timezone, disabled }: CollectValuesTableProps) {
  const translate = useTranslate();
  const { locale } = useFormat();
  return (
    <TableContainer>
      <Table size="small" data-testid="collect-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate('dataEntry.common.tag')}</TableCell>
            <TableCell>{translate('dataEntry.common.description')}</TableCell>
            <TableCell>{translate('dataEntry.common.unit')}</TableCell>
            <TableCell align="right">{translate('dataEntry.common.lastValue')}</TableCell>
            <TableCell sx={{ width: 180 }}>{translate('dataEntry.common.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ tag, required }) => {
            const point = last.get(tag.id_tag);
            const problem = problems.get(tag.id_tag);
            return (
              <TableRow key={tag.id_tag} data-testid={`collect-row-${tag.code}`}>
                <TableCell>
                  {tag.code}
                  {required && (
                    <Typography component="span" color="error" title={translate('dataEntry.common.requiredValue')}>
                      {' *'}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{tag.description}</TableCell>
                <TableCell>{(tag.id_unit_measurement !== undefined && units.get(tag.id_unit_measurement)) || ''}</TableCell>
                <TableCell align="right" data-testid="collect-last">
                  {point?.v != null ? formatNumber(locale, point.v, { maxDecimals: tag.decimals }) : '—'}
                  {point && (
                    <Typography variant="caption" display="block" color="text.secondary">
                      {formatInstant(locale, timezone, point.t)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <TextField
                    fullWidth
                    value={inputs[tag.id_tag] ?? ''}
                    onChange={(event) => onInput(tag.id_tag, event.target.value)}
                    error={problem !== undefined}
                    helperText={problem ? translate(problem, { _: problem }) : undefined}
                    required={required}
                    disabled={disabled}
                    slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': translate('dataEntry.collect.valueOf', { code: tag.code }) } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
