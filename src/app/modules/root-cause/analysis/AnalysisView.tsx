import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../api/api-error.js';
import { ErrorNotice } from '../../../errors/ErrorNotice.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { fetchAnalysis } from '../api/analysis-api.js';
import { AnalysisBoard } from './AnalysisBoard.js';

/** One effect's analysis, read from the server (404: not found in this unit), and read again after each write. */
export function AnalysisView({ idEffect, focusActionId }: { idEffect: number; focusActionId: number | null }) {
  const translate = useTranslate();
  const analysis = useAsyncData(`rca-analysis-${idEffect}`, () => fetchAnalysis(idEffect));
  if (analysis.error) {
    if (analysis.error instanceof ApiError && analysis.error.status === 404)
      return (
        <Alert severity="warning" data-testid="effect-not-found">
          {translate('rootCause.messages.effectNotFound')}
        </Alert>
      );
    return <ErrorNotice message={analysis.error instanceof ApiError ? analysis.error.messageKey : 'rcaAnalysis.loadError'} onRetry={analysis.reload} />;
  }
  if (!analysis.data) return <LinearProgress />;
  return <AnalysisBoard analysis={analysis.data} focusActionId={focusActionId} onChanged={analysis.reload} />;
}
