import { Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import ScatterPlotOutlinedIcon from '@mui/icons-material/ScatterPlotOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { useTranslate } from 'react-admin';
import { lineChartMaxPoints } from '../../../domain/series/line-chart.js';
import type { ChartMode } from './TrendChart.js';

interface ChartModeToggleProps {
  mode: ChartMode;
  onChange: (mode: ChartMode) => void;
  lineAllowed: boolean;
  points: number;
}

/** Line or points; a line only under the spec's 500 points per series (a hint beside it, the counts in its tooltip). */
export function ChartModeToggle({ mode, onChange, lineAllowed, points }: ChartModeToggleProps) {
  const translate = useTranslate();
  const why = lineAllowed ? '' : translate('analysis.chart.lineTooMany', { limit: lineChartMaxPoints, points });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {!lineAllowed && (
        <Typography variant="caption" color="text.secondary" data-testid="line-hint">
          {translate('analysis.chart.lineHint', { limit: lineChartMaxPoints })}
        </Typography>
      )}
      <ToggleButtonGroup size="small" exclusive aria-label={translate('analysis.chart.mode')}>
        <Tooltip title={why}>
          {/* A disabled button fires no events: the span lets the tooltip say why. */}
          <span>
            <ToggleButton
              value="line"
              disabled={!lineAllowed}
              selected={mode === 'line'}
              onChange={() => onChange('line')}
              sx={{ py: 0.25 }}
              data-testid="mode-line"
            >
              <ShowChartIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('analysis.chart.line')}
            </ToggleButton>
          </span>
        </Tooltip>
        <ToggleButton value="dots" selected={mode === 'dots'} onChange={() => onChange('dots')} sx={{ py: 0.25 }} data-testid="mode-dots">
          <ScatterPlotOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
          {translate('analysis.chart.dots')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
