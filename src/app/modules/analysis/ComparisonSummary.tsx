import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { TagComparison } from './comparative-model.js';
import type { Summary } from './summary-stats.js';
import { formatDifference, formatValue } from './value-format.js';

const stats = ['min', 'max', 'average'] as const;

/** Minimum, maximum and average per tag in periods A and B, and their difference (B − A). */
export function ComparisonSummary({ rows }: { rows: readonly TagComparison[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const groups = [
    { key: 'a', title: translate('analysis.comparative.periodA') },
    { key: 'b', title: translate('analysis.comparative.periodB') },
    { key: 'difference', title: translate('analysis.comparative.difference') },
  ] as const;
  const cell = (summary: Omit<Summary, 'count'> | null, stat: (typeof stats)[number], decimals: number, isDifference: boolean) =>
    isDifference ? formatDifference(summary?.[stat], decimals, locale) : formatValue(summary?.[stat], decimals, locale);

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table data-testid="comparison-summary">
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>{translate('analysis.tags.label')}</TableCell>
              {groups.map((group) => (
                <TableCell key={group.key} colSpan={3} align="center">
                  {group.title}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {groups.flatMap((group) =>
                stats.map((stat) => (
                  <TableCell key={`${group.key}-${stat}`} align="right">
                    {translate(`analysis.comparative.${stat}`)}
                  </TableCell>
                )),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.code} hover>
                <TableCell sx={{ fontWeight: 600 }}>{row.code}</TableCell>
                {groups.flatMap((group) =>
                  stats.map((stat) => (
                    <TableCell key={`${group.key}-${stat}`} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {cell(row[group.key], stat, row.decimals, group.key === 'difference')}
                      {stat === 'average' && row.approximate && group.key !== 'difference' ? ' ≈' : ''}
                    </TableCell>
                  )),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.some((row) => row.approximate) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 1, py: 0.5 }}>
          {translate('analysis.comparative.approximate')}
        </Typography>
      )}
    </Paper>
  );
}
