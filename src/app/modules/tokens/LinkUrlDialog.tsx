import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, InputAdornment, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../dashboards/embed/copy-text.js';

/** A new TV link's address, shown this once with a copy button (the token in it is never readable again). */
export function LinkUrlDialog({ name, url, onClose }: { name: string; url: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () =>
    (await copyText(url)) ? notify('dashboards.embed.copiedUrl', { type: 'info' }) : notify('dashboards.embed.errors.copy', { type: 'warning' });
  return (
    <Dialog open fullWidth maxWidth="sm" data-testid="tv-link-url-dialog">
      <DialogTitle>{translate('tokens.tvLink.createdTitle', { name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('tokens.tvLink.shownOnce')}
        </Alert>
        <TextField
          fullWidth
          label={translate('dashboards.embed.url')}
          value={url}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'tv-link-url', onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={translate('dashboards.embed.copy')} onClick={() => void copy()} data-testid="tv-link-url-copy">
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="tv-link-done">
          {translate('tokens.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
