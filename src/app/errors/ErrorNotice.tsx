import { useTranslate } from 'react-admin';
import { Alert, Button } from '@mui/material';

/** An error message with the retry button (platform-core section 8: `tryAgain`). */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      className="error-notice"
      data-testid="error-notice"
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="error-retry">
          {translate('global.error.messages.tryAgain')}
        </Button>
      }
    >
      {translate(message, { _: message })}
    </Alert>
  );
}
