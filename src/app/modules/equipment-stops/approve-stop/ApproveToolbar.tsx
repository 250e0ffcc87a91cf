import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Decision } from './StopSignatureDialog.js';

interface ApproveToolbarProps {
  chosenCount: number;
  /** Whether the user may approve at all (update on the page); the server still decides per frame. */
  mayDecide: boolean;
  onDecide: (decision: Decision) => void;
}

/** How many stops are chosen and the approve and reprove buttons; wraps on phones. */
export function ApproveToolbar({ chosenCount, mayDecide, onDecide }: ApproveToolbarProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Typography variant="body2" sx={{ flexGrow: 1 }} data-testid="approve-chosen-count">
        {translate('stopApproval.approve.chosen', { smart_count: chosenCount })}
      </Typography>
      {mayDecide && (
        <>
          <Button variant="outlined" color="warning" disabled={chosenCount === 0} onClick={() => onDecide('reprove')} data-testid="reprove-button">
            {translate('stopApproval.approve.reprove')}
          </Button>
          <Button variant="contained" disabled={chosenCount === 0} onClick={() => onDecide('approve')} data-testid="approve-button">
            {translate('stopApproval.approve.approve')}
          </Button>
        </>
      )}
    </Stack>
  );
}
