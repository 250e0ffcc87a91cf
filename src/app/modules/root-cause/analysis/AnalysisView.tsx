import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EffectAnalysis } from '../../../../domain/root-cause/model.js';
import { ApiError } from '../../../api/api-error.js';
import { ErrorNotice } from '../../../errors/ErrorNotice.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { ActionsPanel } from '../actions/ActionsPanel.js';
import { fetchAnalysis } from '../api/analysis-api.js';
import { AnalysisDialogs } from './AnalysisDialogs.js';
import type { AnalysisDialog } from './analysis-dialogs.js';
import { EffectHeader } from './EffectHeader.js';
import { GutRanking } from './GutRanking.js';
import { IshikawaDiagram } from './IshikawaDiagram.js';
import { SelectedCauseBar } from './SelectedCauseBar.js';
import { WhysTree } from './WhysTree.js';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const focusedCause = (analysis: EffectAnalysis | undefined, focusActionId: number | null) =>
  analysis?.actions.find((action) => action.id_action === focusActionId)?.id_cause ?? null;

/** One effect's analysis: header, Ishikawa diagram, the selected cause's whys and actions, the GUT ranking. */
export function AnalysisView({ idEffect, focusActionId }: { idEffect: number; focusActionId: number | null }) {
  const translate = useTranslate();
  const analysis = useAsyncData(`rca-analysis-${idEffect}`, () => fetchAnalysis(idEffect));
  const [chosenCauseId, setChosenCauseId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<AnalysisDialog | null>(null);

  if (analysis.error) {
    if (analysis.error instanceof ApiError && analysis.error.status === 404)
      return (
        <Alert severity="warning" data-testid="effect-not-found">
          {translate('rootCause.messages.effectNotFound')}
        </Alert>
      );
    return <ErrorNotice message={analysis.error instanceof ApiError ? analysis.error.messageKey : 'rcaAnalysis.loadError'} onRetry={analysis.reload} />;
  }
  const data = analysis.data;
  if (!data) return <LinearProgress />;
  const { effect, causes } = data;
  const selectedCauseId = chosenCauseId ?? focusedCause(data, focusActionId);
  const selected = causes.find((cause) => cause.id_cause === selectedCauseId) ?? null;

  return (
    <Stack spacing={2} data-testid="analysis-view">
      <EffectHeader effect={effect} onCommand={(command) => setDialog({ kind: 'effect', command })} onHistory={() => setDialog({ kind: 'history' })} />
      <Paper variant="outlined" sx={{ p: 1 }}>
        <IshikawaDiagram
          effect={effect.description}
          causes={causes}
          selectedCauseId={selected?.id_cause ?? null}
          canAdd={effect.allowed.includes('add-cause')}
          onSelect={setChosenCauseId}
          onAdd={(origin) => setDialog({ kind: 'new-cause', origin })}
        />
      </Paper>
      {selected ? (
        <SelectedCauseBar
          cause={selected}
          onCommand={(command) =>
            setDialog(command === 'edit' ? { kind: 'edit-cause', idCause: selected.id_cause } : { kind: 'cause-command', idCause: selected.id_cause, command })
          }
        />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="select-cause-hint">
          {translate('rcaAnalysis.cause.selectHint')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Section title={translate('rcaAnalysis.whys.title')} testId="whys-section">
          {selected ? (
            <WhysTree key={selected.id_cause} cause={selected} canEdit={selected.allowed.includes('add-why')} onChanged={analysis.reload} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('rcaAnalysis.cause.selectHint')}
            </Typography>
          )}
        </Section>
        <Section title={translate('rcaAnalysis.actions.title')} testId="actions-section">
          <ActionsPanel analysis={data} selectedCauseId={selected?.id_cause ?? null} focusActionId={focusActionId} onChanged={analysis.reload} />
        </Section>
      </Box>
      <Section title={translate('rcaAnalysis.gut.title')} testId="gut-section">
        <GutRanking causes={causes} selectedCauseId={selected?.id_cause ?? null} onSelect={setChosenCauseId} />
      </Section>
      {dialog && <AnalysisDialogs dialog={dialog} analysis={data} onClose={() => setDialog(null)} onDone={analysis.reload} />}
    </Stack>
  );
}
