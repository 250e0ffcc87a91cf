import { Chip } from '@mui/material';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import type { EffectStatus } from '../../../domain/root-cause/model.js';
import { analysisPath } from './analysis-paths.js';

const colors: Record<EffectStatus, 'info' | 'warning' | 'success' | 'default'> = {
  open: 'info',
  'in-analysis': 'warning',
  concluded: 'success',
  canceled: 'default',
};

interface AnalysisChipProps {
  analysis: { id_effect: number; status: EffectStatus };
  testId: string;
}

/** "Analysis #12 · In analysis", opening the analysis. */
export function AnalysisChip({ analysis, testId }: AnalysisChipProps) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      clickable
      component={Link}
      to={analysisPath(analysis.id_effect)}
      color={colors[analysis.status]}
      label={translate('rcaLinks.analysis', { id: analysis.id_effect, status: translate(`rootCause.effectStatus.${analysis.status}`) })}
      onClick={(event) => event.stopPropagation()}
      data-testid={testId}
    />
  );
}
