import { List, ListItem, ListItemText } from '@mui/material';
import type { EffectAnalysis } from '../../../../domain/root-cause/model.js';

interface ActionsPanelProps {
  analysis: EffectAnalysis;
  selectedCauseId: number | null;
  focusActionId: number | null;
  onChanged: () => void;
}

/** The actions of the selected cause (or of the whole effect) on the analysis page. */
export function ActionsPanel({ analysis, selectedCauseId }: ActionsPanelProps) {
  const actions = analysis.actions.filter((action) => selectedCauseId === null || action.id_cause === selectedCauseId);
  return (
    <List dense data-testid="rca-actions-panel">
      {actions.map((action) => (
        <ListItem key={action.id_action} data-testid={`rca-action-${action.id_action}`}>
          <ListItemText primary={action.title} secondary={action.responsible.name} />
        </ListItem>
      ))}
    </List>
  );
}
