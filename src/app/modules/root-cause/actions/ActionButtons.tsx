import HistoryIcon from '@mui/icons-material/History';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActionCommand } from '../../../../domain/root-cause/model.js';

/** The buttons in the order of the action's life; `attach` is the attachment list's own button. */
const BUTTON_ORDER: readonly ActionCommand[] = ['start', 'finish', 'send-for-approval', 'approve', 'disapprove', 'verify', 'edit', 'duplicate', 'cancel'];

interface ActionButtonsProps {
  allowed: readonly ActionCommand[];
  busy: boolean;
  onCommand: (command: ActionCommand) => void;
  onHistory: () => void;
}

/** A button for each command the server lists in `allowed`, and the history. */
export function ActionButtons({ allowed, busy, onCommand, onHistory }: ActionButtonsProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="rca-action-buttons">
      {BUTTON_ORDER.filter((command) => allowed.includes(command)).map((command) => (
        <Button
          key={command}
          size="small"
          variant={command === 'cancel' || command === 'disapprove' ? 'outlined' : 'contained'}
          color={command === 'cancel' || command === 'disapprove' ? 'warning' : 'primary'}
          disabled={busy}
          onClick={() => onCommand(command)}
          data-testid={`rca-action-command-${command}`}
        >
          {translate(`rcaActions.commands.${command}`)}
        </Button>
      ))}
      <Button size="small" startIcon={<HistoryIcon />} onClick={onHistory} data-testid="rca-action-history">
        {translate('rcaActions.commands.history')}
      </Button>
    </Stack>
  );
}
