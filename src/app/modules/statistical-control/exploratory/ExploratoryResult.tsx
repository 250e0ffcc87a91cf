import { useMemo, useState } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { CardChart } from '../shared/card-chart-type.js';
import { CapabilityPanel } from '../shared/CapabilityPanel.js';
import { ControlChart } from '../shared/ControlChart.js';
import { HistogramChart } from '../shared/HistogramChart.js';
import { RuleLegend } from '../shared/RuleLegend.js';
import { RuleHelpText } from '../help/RuleHelpText.js';
import type { SpcTag } from './exploratory-api.js';

interface ExploratoryResultProps {
  chart: CardChart;
  tag: SpcTag | undefined;
}

/** The control chart pair, the rules' counts (a chosen rule rings its points and shows the unit's help of it), the histogram and the capability. */
export function ExploratoryResult({ chart, tag }: ExploratoryResultProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [rule, setRule] = useState<number | null>(null);
  const highlight = useMemo(() => (rule === null ? undefined : (chart.violations[`${rule}` as keyof CardChart['violations']] ?? [])), [chart, rule]);
  const sources = [...new Set(chart.segments.map((segment) => segment.source))];
  return (
    <Stack spacing={1.5} data-testid="spc-result">
      <Typography variant="body2" color="text.secondary" data-testid="spc-summary">
        {[
          `${translate(`spc.charts.${chart.chart}`)} · ${tag?.code ?? ''}`,
          translate('spcExploratory.summary', { smart_count: chart.total, n: format.number(chart.total) }),
          ...sources.map((source) => translate(`spcExploratory.limitsSource.${source}`)),
        ].join(' · ')}
      </Typography>
      {chart.downsampled && (
        <Alert severity="info" sx={{ py: 0 }} data-testid="spc-downsampled">
          {translate('spcExploratory.downsampled', { shown: format.number(chart.points.length), total: format.number(chart.total) })}
        </Alert>
      )}
      <ControlChart chart={chart} highlight={highlight} />
      <RuleLegend violations={chart.violations} selected={rule} onSelect={setRule} />
      {rule !== null && (
        <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="spc-rule-help">
          <Typography variant="subtitle2" gutterBottom>
            {`${translate(`spc.rules.short.${rule}`)} – ${translate(`spc.rules.name.${rule}`)}`}
          </Typography>
          <RuleHelpText rule={rule} />
        </Paper>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <HistogramChart histogram={chart.histogram} spec={chart.spec} mean={chart.capability?.mean ?? null} />
        <CapabilityPanel capability={chart.capability} chart={chart.chart} />
      </Box>
    </Stack>
  );
}
