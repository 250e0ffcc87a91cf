import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceArea, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { DeviationManagementData } from '../../../../../domain/dashboards/components/data/deviation-management.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import { useFormat } from '../../../../format/useFormat.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { GOAL_STATUS_TONE } from '../summary-shared/GoalStatusIcon.js';
import { SummaryNote } from '../summary-shared/SummaryNote.js';
import { useStatusColors } from '../tag-values/status-colors.js';
import { useDeviationText } from './useDeviationText.js';

export interface DeviationManagementOptions {
  tags: number[];
  period: WidgetPeriod;
}

type Row = DeviationManagementData['tags'][number];
const NOTE_PX = 40;

/**
 * The axis runs as far each way, 0 in the middle, over the biggest deviation and the tolerance band: two ticks each side
 * on a 1-2-5 step (the "nice numbers" of Heckbert, "Nice Numbers for Graph Labels", Graphics Gems, 1990).
 */
function axisTicks(rows: readonly Row[], tolerance: number): number[] {
  const reach = Math.max(tolerance, ...rows.map((row) => Math.abs(row.deviationPercent ?? 0)), 1);
  const rough = reach / 2;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  return [-2 * step, -step, 0, step, 2 * step];
}

/**
 * Each tag's deviation from its goal in percent as a diverging bar around 0, the furthest first, coloured by the goal
 * status, over the band of the dashboard's goal tolerance; every bar also named in words (its label and tooltip).
 */
export function DeviationManagementView({ data, width, height }: ComponentRendererProps<DeviationManagementOptions, DeviationManagementData | null>) {
  const theme = useTheme();
  const translate = useTranslate();
  const { number } = useFormat();
  const colors = useStatusColors();
  const describe = useDeviationText();
  const rows = (data?.tags ?? []).filter((row) => row.deviationPercent !== null);
  if (!data || !rows.length) return <ComponentMessage messageKey="dashboards.components.deviationManagement.empty" testId="deviation-management-empty" />;
  const without = data.tags.filter((row) => row.deviationPercent === null).map((row) => row.code);
  const ticks = axisTicks(rows, data.tolerance);
  const tick = { fill: theme.palette.text.secondary, fontSize: 10 };
  return (
    <Box data-testid="deviation-management" aria-label={rows.map(describe).join('; ')} role="img">
      <BarChart width={width} height={Math.max(height - NOTE_PX, 80)} data={rows} layout="vertical" margin={{ top: 8, right: 12, bottom: 16, left: 4 }}>
        <CartesianGrid stroke={theme.palette.divider} strokeDasharray="3 3" horizontal={false} />
        <ReferenceArea x1={-data.tolerance} x2={data.tolerance} fill={colors.warning} fillOpacity={0.12} ifOverflow="extendDomain" />
        <XAxis
          type="number"
          domain={[ticks[0]!, ticks[4]!]}
          ticks={ticks}
          tick={tick}
          tickFormatter={(value: number) => `${number(value, { maxDecimals: 0 })} %`}
          label={{ value: translate('dashboards.components.deviationManagement.axis'), position: 'insideBottom', offset: -8, fontSize: 10, fill: tick.fill }}
        />
        <YAxis type="category" dataKey="code" tick={tick} width={72} />
        <ReferenceLine x={0} stroke={theme.palette.text.primary} />
        <Tooltip isAnimationActive={false} formatter={(_value, _name, item) => [describe(item.payload as Row), '']} separator="" />
        <Bar dataKey="deviationPercent" isAnimationActive={false}>
          {rows.map((row) => (
            <Cell key={row.id_tag} fill={colors[GOAL_STATUS_TONE[row.status]]} data-testid={`deviation-bar-${row.id_tag}`} />
          ))}
        </Bar>
      </BarChart>
      <SummaryNote testId="deviation-management-tolerance">
        {translate('dashboards.components.deviationManagement.tolerance', { value: number(data.tolerance, { maxDecimals: 1 }) })}
        {without.length ? ` · ${translate('dashboards.components.deviationManagement.withoutGoal', { codes: without.join(', ') })}` : ''}
      </SummaryNote>
    </Box>
  );
}
