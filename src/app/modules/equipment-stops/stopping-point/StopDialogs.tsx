import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { ComplementaryType } from '../../../../generated/types.js';
import type { MotiveOption } from './allowed-motives.js';
import { DetailsDialog } from './DetailsDialog.js';
import { HistoryDialog } from './HistoryDialog.js';
import type { RowAction } from './row-rules.js';
import { SplitDialog } from './SplitDialog.js';
import { StateDialog } from './StateDialog.js';
import type { useStopHandlers } from './useStopHandlers.js';

export interface OpenDialog {
  action: RowAction;
  stop: StopView;
}

interface StopDialogsProps {
  open: OpenDialog | null;
  motives: readonly MotiveOption[];
  types: readonly ComplementaryType[];
  now: number;
  motiveLabel: (idMotive: number) => string;
  handlers: ReturnType<typeof useStopHandlers>;
  onClose: () => void;
}

/** The dialog of the row action chosen. */
export function StopDialogs({ open, motives, types, now, motiveLabel, handlers, onClose }: StopDialogsProps) {
  if (!open) return null;
  const { action, stop } = open;
  switch (action) {
    case 'split':
      return <SplitDialog stop={stop} motives={motives} now={now} onClose={onClose} onSplit={(request) => handlers.split(stop, request)} />;
    case 'details':
      return <DetailsDialog stop={stop} types={types} onClose={onClose} onSave={(details) => handlers.saveDetails(stop, details)} />;
    case 'annul':
    case 'enable':
      return <StateDialog mode={action} onClose={onClose} onConfirm={(comment) => handlers.changeState(stop, action, comment)} />;
    case 'history':
      return <HistoryDialog idStop={stop.id_stop} motiveLabel={motiveLabel} onClose={onClose} />;
  }
}
