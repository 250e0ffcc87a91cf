import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CauseView } from '../../../../domain/root-cause/model.js';

export type CauseBarCommand = 'edit' | 'cancel' | 'reactivate';
const BAR_COMMANDS: readonly CauseBarCommand[] = ['edit', 'cancel', 'reactivate'];

/** The cause chosen on the diagram: its origin, status and GUT, and the commands the server allows on it. */
export function SelectedCauseBar({ cause, onCommand }: { cause: CauseView; onCommand: (command: CauseBarCommand) => void }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="selected-cause">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('rcaAnalysis.cause.selected')}
          </Typography>
          <Typography
            variant="subtitle1"
            data-testid="selected-cause-description"
            sx={cause.status === 'canceled' ? { textDecoration: 'line-through' } : undefined}
          >
            {cause.description}
          </Typography>
          <Chip size="small" label={translate(`rootCause.origins.${cause.origin}`)} />
          <Chip
            size="small"
            variant="outlined"
            color={cause.status === 'active' ? 'success' : 'default'}
            label={translate(`rootCause.causeStatus.${cause.status}`)}
          />
          <Typography variant="body2" color="text.secondary">
            G {cause.gravity} · U {cause.urgency} · T {cause.tendency} = {cause.priority}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          {BAR_COMMANDS.filter((command) => cause.allowed.includes(command)).map((command) => (
            <Button
              key={command}
              size="small"
              variant="outlined"
              color={command === 'cancel' ? 'error' : 'primary'}
              onClick={() => onCommand(command)}
              data-testid={`cause-${command}`}
            >
              {translate(`rcaAnalysis.cause.${command}`)}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
