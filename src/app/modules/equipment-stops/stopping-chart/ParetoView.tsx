import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { ParetoAnswer } from '../../../../domain/equipment-stops/stop-model.js';
import { useFormat } from '../../../format/useFormat.js';
import { useElementWidth } from '../../analysis/useElementWidth.js';
import { ParetoChart } from './ParetoChart.js';
import { durationUnitOf, inUnit, paretoBars, type ParetoBar } from './pareto-model.js';
import { ParetoTable } from './ParetoTable.js';
import { ParetoTooltip } from './ParetoTooltip.js';

interface ParetoViewProps {
  answer: ParetoAnswer;
  selectedId?: string;
  onSelect: (bar: ParetoBar) => void;
}

/** The pareto chart over its table, with the period's totals. */
export function ParetoView({ answer, selectedId, onSelect }: ParetoViewProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const { number } = useFormat();
  const [measure, width] = useElementWidth();
  const unit = durationUnitOf(answer.rows);
  const bars = paretoBars(answer, unit, translate('stopCharts.noMotive'), theme.palette.grey[500]);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" data-testid="pareto-totals">
        {translate('stopCharts.totals', {
          duration: number(inUnit(answer.totalMs, unit), { decimals: 1 }),
          unit: translate(`stopCharts.unit.${unit}`),
          smart_count: answer.totalCount,
          n: number(answer.totalCount),
        })}
      </Typography>
      <Box ref={measure} sx={{ overflowX: 'auto' }}>
        {width > 0 && (
          <ParetoChart
            bars={bars}
            width={Math.max(width, Math.min(bars.length * 48, 1600), 320)}
            onSelect={onSelect}
            valueAxisLabel={translate(`stopCharts.unit.${unit}`)}
            valueName={translate('stopCharts.duration')}
            cumulativeName={translate('stopCharts.cumulative')}
            tooltip={(props) => <ParetoTooltip {...props} unit={unit} />}
          />
        )}
      </Box>
      <ParetoTable bars={bars} unit={unit} totalMs={answer.totalMs} selectedId={selectedId} onSelect={onSelect} />
    </Stack>
  );
}
