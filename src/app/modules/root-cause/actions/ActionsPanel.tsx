import { useEffect, useRef, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActionView, CauseView, EffectAnalysis } from '../../../../domain/root-cause/model.js';
import { actionsByCause } from './actions-by-cause.js';
import { ActionDetails } from './ActionDetails.js';
import { ActionPanelDialog, type PanelDialog } from './ActionPanelDialog.js';
import { ActionSummary } from './ActionSummary.js';

interface ActionsPanelProps {
  analysis: EffectAnalysis;
  selectedCauseId: number | null;
  /** An action to scroll to and expand (e.g. opened from the action list). */
  focusActionId: number | null;
  /** Something changed on the server: the page reads the analysis again. */
  onChanged: () => void;
}

/** The actions of the selected cause, or every action of the effect grouped by cause, with their commands and dialogs. */
export function ActionsPanel({ analysis, selectedCauseId, focusActionId, onChanged }: ActionsPanelProps) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState<number | null>(focusActionId);
  const [dialog, setDialog] = useState<PanelDialog | null>(null);
  const [stale, setStale] = useState(false);
  const focused = useRef<HTMLDivElement | null>(null);
  const groups = actionsByCause(analysis.causes, analysis.actions, selectedCauseId);
  const showApproval = analysis.rules.approver !== 'none';

  useEffect(() => {
    if (focusActionId === null) return;
    setExpanded(focusActionId);
    // After the accordion has opened, so the whole action comes into view.
    const timer = setTimeout(() => focused.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
    return () => clearTimeout(timer);
  }, [focusActionId]);

  const changed = () => {
    setStale(false);
    onChanged();
  };
  const onStale = () => {
    setDialog(null);
    setStale(true);
    onChanged();
  };
  const action = (item: ActionView) => (
    <Accordion
      key={item.id_action}
      expanded={expanded === item.id_action}
      onChange={(_event, open) => setExpanded(open ? item.id_action : null)}
      disableGutters
      ref={item.id_action === focusActionId ? focused : undefined}
      data-testid={`rca-action-${item.id_action}`}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`rca-action-summary-${item.id_action}`}>
        <ActionSummary action={item} showApproval={showApproval} />
      </AccordionSummary>
      <AccordionDetails>
        {expanded === item.id_action && (
          <ActionDetails action={item} onDialog={(kind) => setDialog({ kind, action: item })} onChanged={changed} onStale={onStale} />
        )}
      </AccordionDetails>
    </Accordion>
  );
  const newAction = (cause: CauseView | null) =>
    cause?.allowed.includes('add-action') && (
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => setDialog({ kind: 'new', idCause: cause.id_cause })}
        data-testid={`rca-new-action-${cause.id_cause}`}
      >
        {translate('rcaActions.newAction')}
      </Button>
    );

  return (
    <Stack spacing={2} data-testid="rca-actions-panel">
      {stale && (
        <Alert severity="info" onClose={() => setStale(false)} data-testid="rca-actions-stale">
          {translate('rcaActions.stale')}
        </Alert>
      )}
      {groups.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="rca-actions-empty">
          {translate('rcaActions.empty')}
        </Typography>
      )}
      {groups.map(({ cause, actions }) => (
        <Stack key={cause?.id_cause ?? 'none'} spacing={1} data-testid={`rca-actions-group-${cause?.id_cause ?? 'none'}`}>
          <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
            <Typography variant="subtitle1">
              {cause ? `${translate(`rootCause.origins.${cause.origin}`)} · ${cause.description}` : translate('rcaActions.noCause')}
            </Typography>
            {newAction(cause)}
          </Stack>
          {actions.length === 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="rca-actions-empty">
              {translate('rcaActions.empty')}
            </Typography>
          )}
          <div>{actions.map(action)}</div>
        </Stack>
      ))}
      {dialog && (
        <ActionPanelDialog
          dialog={dialog}
          effectExaminer={analysis.effect.examiner}
          onDone={() => {
            setDialog(null);
            changed();
          }}
          onStale={onStale}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
