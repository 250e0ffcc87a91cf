import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, InputAdornment, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import type { CreatedApiToken } from '../../../domain/access/api-token-scopes.js';

/** The new token's secret, shown this once with a copy button; closing the dialog forgets it. */
export function SecretDialog({ token, onClose }: { token: CreatedApiToken; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard.writeText(token.secret).then(
      () => notify('tokens.secret.copied', { type: 'info' }),
      () => notify('tokens.secret.copyError', { type: 'warning' }),
    );
  return (
    <Dialog open fullWidth maxWidth="sm" data-testid="token-secret-dialog">
      <DialogTitle>{translate('tokens.secret.title', { name: token.name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('tokens.secret.warning')}
        </Alert>
        <TextField
          fullWidth
          label={translate('tokens.secret.label')}
          value={token.secret}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'token-secret', onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={translate('tokens.secret.copy')} onClick={copy} data-testid="token-secret-copy">
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="token-secret-done">
          {translate('tokens.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
