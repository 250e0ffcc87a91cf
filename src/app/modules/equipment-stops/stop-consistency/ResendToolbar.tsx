import { Button, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';

interface ResendToolbarProps {
  chosenCount: number;
  busy: boolean;
  onResend: () => void;
}

/** How many stops are chosen and the button that sends them to integration again. */
export function ResendToolbar({ chosenCount, busy, onResend }: ResendToolbarProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
      <Typography variant="body2" sx={{ flexGrow: 1 }} data-testid="resend-chosen-count">
        {translate('stopApproval.approve.chosen', { smart_count: chosenCount })}
      </Typography>
      <Button variant="contained" startIcon={<SendIcon />} disabled={chosenCount === 0 || busy} onClick={onResend} data-testid="resend-button">
        {translate('stopApproval.consistency.resend')}
      </Button>
    </Stack>
  );
}
