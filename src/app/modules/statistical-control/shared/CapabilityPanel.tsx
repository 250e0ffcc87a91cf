import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isAttributeChart, type Capability, type ChartType } from '../../../../domain/spc/chart-model.js';
import { useFormat } from '../../../format/useFormat.js';
import { capabilityGrade } from './capability-grade.js';

interface CapabilityPanelProps {
  capability: Capability | null;
  chart: ChartType;
}

const gradeColor = { poor: 'error.main', marginal: 'text.primary', good: 'success.main' } as const;
const indexes = ['cp', 'cpk', 'pp', 'ppk'] as const;

/** Cp, Cpk (within σ) and Pp, Ppk (overall σ), the mean, both sigmas and n, saying which sigma each index uses. */
export function CapabilityPanel({ capability, chart }: CapabilityPanelProps) {
  const translate = useTranslate();
  const format = useFormat();
  const dash = '—';
  const shown = (value: number | null | undefined, decimals: { decimals?: number; maxDecimals?: number }) =>
    value === null || value === undefined ? dash : format.number(value, decimals) || dash;
  const item = (key: string, value: string, color?: string, title?: string) => (
    <Box key={key} data-testid={`capability-${key}`} title={title} sx={{ minWidth: 88 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`spcCharts.capability.${key}`)}
      </Typography>
      <Typography variant="h6" component="div" sx={{ color, lineHeight: 1.3 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box data-testid="capability-panel">
      <Typography variant="subtitle2">{translate('spcCharts.capability.title')}</Typography>
      {!capability ? (
        <Typography variant="body2" color="text.secondary" data-testid="capability-none">
          {translate('spcCharts.capability.none')}
        </Typography>
      ) : (
        <>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', my: 1 }}>
            {indexes.map((key) => {
              const grade = capabilityGrade(capability[key]);
              return item(
                key,
                shown(capability[key], { decimals: 2 }),
                grade ? gradeColor[grade] : undefined,
                grade && grade !== 'marginal' ? translate(`spcCharts.capability.${grade}`) : undefined,
              );
            })}
          </Stack>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mb: 1 }}>
            {item('mean', shown(capability.mean, { maxDecimals: 4 }))}
            {item('sigmaWithin', shown(capability.sigmaWithin, { maxDecimals: 6 }))}
            {item('sigmaOverall', shown(capability.sigmaOverall, { maxDecimals: 6 }))}
            {item('n', shown(capability.n, {}))}
            {item('lsl', shown(capability.lsl, { maxDecimals: 4 }))}
            {item('usl', shown(capability.usl, { maxDecimals: 4 }))}
          </Stack>
          {!isAttributeChart(chart) && (
            <Typography variant="caption" color="text.secondary" component="div" data-testid="capability-within-note">
              {translate('spcCharts.capability.withinNote', { estimator: translate(`spcCharts.capability.estimator.${chart}`) })}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="div" data-testid="capability-overall-note">
            {translate('spcCharts.capability.overallNote')}
          </Typography>
        </>
      )}
    </Box>
  );
}
