import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { DurationUnit, ParetoBar } from './pareto-model.js';

interface ParetoTableProps {
  bars: readonly ParetoBar[];
  unit: DurationUnit;
  totalMs: number;
  selectedId?: string;
  onSelect: (bar: ParetoBar) => void;
}

/** The pareto's numbers: stop time, count, share and cumulative share of each motive or group; a row opens its stops. */
export function ParetoTable({ bars, unit, totalMs, selectedId, onSelect }: ParetoTableProps) {
  const translate = useTranslate();
  const { number } = useFormat();
  const percent = (value: number) => `${number(value, { decimals: 1 })} %`;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="pareto-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate('stopCharts.columns.label')}</TableCell>
            <TableCell align="right">{translate('stopCharts.columns.duration', { unit: translate(`stopCharts.unit.${unit}`) })}</TableCell>
            <TableCell align="right">{translate('stopCharts.columns.count')}</TableCell>
            <TableCell align="right">{translate('stopCharts.columns.share')}</TableCell>
            <TableCell align="right">{translate('stopCharts.columns.cumulative')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bars.map((bar) => (
            <TableRow
              key={bar.id}
              hover
              selected={bar.id === selectedId}
              onClick={() => onSelect(bar)}
              sx={{ cursor: 'pointer' }}
              data-testid={`pareto-row-${bar.id}`}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box component="span" sx={{ display: 'inline-block', width: 12, height: 12, mr: 1, bgcolor: bar.color, verticalAlign: 'middle' }} />
                {bar.label}
              </TableCell>
              <TableCell align="right">{number(bar.value, { decimals: 1 })}</TableCell>
              <TableCell align="right">{number(bar.count)}</TableCell>
              <TableCell align="right">{percent(totalMs > 0 ? (bar.durationMs / totalMs) * 100 : 0)}</TableCell>
              <TableCell align="right">{percent(bar.cumulativePercent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
