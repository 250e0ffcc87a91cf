import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EffectAnalysis } from '../../../../domain/root-cause/model.js';
import { ActionsPanel } from '../actions/ActionsPanel.js';
import { AnalysisDialogs } from './AnalysisDialogs.js';
import type { AnalysisDialog } from './analysis-dialogs.js';
import { EffectHeader } from './EffectHeader.js';
import { GutRanking } from './GutRanking.js';
import { IshikawaDiagram } from './IshikawaDiagram.js';
import { SelectedCauseBar } from './SelectedCauseBar.js';
import { WhysTree } from './WhysTree.js';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface AnalysisBoardProps {
  analysis: EffectAnalysis;
  /** `?action=`: the action to show; its cause starts selected. */
  focusActionId: number | null;
  /** A write succeeded: read the analysis again. */
  onChanged: () => void;
}

/**
 * The analysis laid out: header, the Ishikawa diagram across the page, then the selected cause's whys beside its
 * actions, then the GUT ranking (stacked on a phone).
 */
export function AnalysisBoard({ analysis, focusActionId, onChanged }: AnalysisBoardProps) {
  const translate = useTranslate();
  const [chosenCauseId, setChosenCauseId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<AnalysisDialog | null>(null);
  const { effect, causes } = analysis;
  const focusedCauseId = analysis.actions.find((action) => action.id_action === focusActionId)?.id_cause ?? null;
  const selected = causes.find((cause) => cause.id_cause === (chosenCauseId ?? focusedCauseId)) ?? null;
  const hint = (
    <Typography variant="body2" color="text.secondary" data-testid="select-cause-hint">
      {translate('rcaAnalysis.cause.selectHint')}
    </Typography>
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0, maxWidth: '100%' }} data-testid="analysis-view">
      <EffectHeader effect={effect} onCommand={(command) => setDialog({ kind: 'effect', command })} onHistory={() => setDialog({ kind: 'history' })} />
      <Paper variant="outlined" sx={{ p: 1, minWidth: 0 }}>
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
        hint
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2 }}>
        <Section title={translate('rcaAnalysis.whys.title')} testId="whys-section">
          {selected ? <WhysTree key={selected.id_cause} cause={selected} canEdit={selected.allowed.includes('add-why')} onChanged={onChanged} /> : hint}
        </Section>
        <Section title={translate('rcaAnalysis.actions.title')} testId="actions-section">
          <ActionsPanel analysis={analysis} selectedCauseId={selected?.id_cause ?? null} focusActionId={focusActionId} onChanged={onChanged} />
        </Section>
      </Box>
      <Section title={translate('rcaAnalysis.gut.title')} testId="gut-section">
        <GutRanking causes={causes} selectedCauseId={selected?.id_cause ?? null} onSelect={setChosenCauseId} />
      </Section>
      {dialog && <AnalysisDialogs dialog={dialog} analysis={analysis} onClose={() => setDialog(null)} onDone={onChanged} />}
    </Stack>
  );
}
