import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';

interface DialogSaveActionsProps {
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** The save button's test id. */
  testId: string;
}

/** A form dialog's cancel and save buttons, both held while it sends. */
export function DialogSaveActions({ busy, onSave, onCancel, testId }: DialogSaveActionsProps) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {translate('ra.action.cancel')}
      </Button>
      <Button variant="contained" onClick={onSave} disabled={busy} data-testid={testId}>
        {translate('rcaAnalysis.buttons.save')}
      </Button>
    </DialogActions>
  );
}
