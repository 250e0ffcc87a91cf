import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDate } from '../../../../domain/format/index.js';
import { useFormat } from '../../../format/useFormat.js';
import { useElementWidth } from '../../analysis/useElementWidth.js';
import { CAPABLE_INDEX } from '../shared/capability-grade.js';
import type { WeekCapability } from './management-types.js';

/** Cpk (within sigma) and Ppk (overall sigma) per ISO week of the period, with the 1 and 1.33 marks (AIAG SPC manual, ch. IV). */
export function CapabilityTrendChart({ weeks, height = 220 }: { weeks: readonly WeekCapability[]; height?: number }) {
  const translate = useTranslate();
  const theme = useTheme();
  const format = useFormat();
  const [ref, width] = useElementWidth();
  const hasIndex = weeks.some((week) => week.cpk !== null || week.ppk !== null);
  const rows = weeks.map((week) => ({ ...week, label: formatCalendarDate(format.locale, week.week) }));
  const axis = { stroke: theme.palette.text.secondary, fontSize: 11 };
  const index = (value: unknown) => (typeof value === 'number' ? format.number(value, { decimals: 2 }) : '—');
  return (
    <Box ref={ref} data-testid="capability-trend">
      <Typography variant="subtitle2">{translate('spcManagement.capability.title')}</Typography>
      {!hasIndex ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }} data-testid="capability-trend-empty">
          {translate('spcManagement.capability.empty')}
        </Typography>
      ) : (
        width > 0 && (
          <LineChart width={width} height={height} data={rows} margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
            <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={axis} stroke={axis.stroke} />
            <YAxis tick={axis} stroke={axis.stroke} tickFormatter={index} width={48} domain={[0, (max: number) => Math.max(2, Math.ceil(max * 2) / 2)]} />
            <Tooltip
              isAnimationActive={false}
              formatter={index}
              labelFormatter={(label: unknown) => translate('spcManagement.capability.week', { date: String(label) })}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <ReferenceLine y={1} stroke={theme.palette.error.main} strokeDasharray="4 4" />
            <ReferenceLine y={CAPABLE_INDEX} stroke={theme.palette.success.main} strokeDasharray="4 4" />
            <Line dataKey="cpk" name="Cpk" stroke={theme.palette.primary.main} strokeWidth={2} connectNulls={false} isAnimationActive={false} />
            <Line dataKey="ppk" name="Ppk" stroke={theme.palette.warning.main} strokeWidth={1.5} connectNulls={false} isAnimationActive={false} />
          </LineChart>
        )
      )}
    </Box>
  );
}
