import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatInstant, formatNumber } from '../../../../domain/format/index.js';
import { useFormat } from '../../../format/useFormat.js';
import type { SeriesPoint } from '../shared/series-api.js';

export interface RecentValuesTableProps {
  points: readonly SeriesPoint[];
  loading: boolean;
  failed: boolean;
  decimals: number;
  timezone: string;
}

/** The tag's latest values, newest first. */
export function RecentValuesTable({ points, loading, failed, decimals, timezone }: RecentValuesTableProps) {
  const translate = useTranslate();
  const { locale } = useFormat();
  return (
    <div>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {translate('dataEntry.input.recentTitle')}
      </Typography>
      {loading && <LinearProgress />}
      {failed ? (
        <Typography color="error">{translate('dataEntry.common.lastValuesFailed')}</Typography>
      ) : points.length === 0 && !loading ? (
        <Typography color="text.secondary">{translate('dataEntry.input.noRecent')}</Typography>
      ) : (
        <Table size="small" data-testid="recent-values">
          <TableHead>
            <TableRow>
              <TableCell>{translate('dataEntry.common.time')}</TableCell>
              <TableCell align="right">{translate('dataEntry.common.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((point) => (
              <TableRow key={point.t}>
                <TableCell>{formatInstant(locale, timezone, point.t, 'dateTimeSeconds')}</TableCell>
                <TableCell align="right">{point.v === null ? '—' : formatNumber(locale, point.v, { maxDecimals: decimals })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
