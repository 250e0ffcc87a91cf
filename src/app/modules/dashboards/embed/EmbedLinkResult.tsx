import { Alert, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { iframeSnippet } from './embed-url.js';

interface EmbedLinkResultProps {
  url: string;
  title: string;
  /** Copies a text; the dialog says whether it worked. */
  onCopy: (text: string, what: 'url' | 'snippet') => void;
}

function CopyField({ label, value, testId, multiline, onCopy }: { label: string; value: string; testId: string; multiline?: boolean; onCopy: () => void }) {
  const translate = useTranslate();
  return (
    <TextField
      fullWidth
      label={label}
      value={value}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': testId, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={`${translate('dashboards.embed.copy')}: ${label}`} onClick={onCopy} data-testid={`${testId}-copy`}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A link just made or renewed: its address and an `<iframe>` to paste, each with a copy button; shown this once. */
export function EmbedLinkResult({ url, title, onCopy }: EmbedLinkResultProps) {
  const translate = useTranslate();
  const snippet = iframeSnippet(url, title);
  return (
    <Stack spacing={2} data-testid="embed-result">
      <Alert severity="warning">{translate('dashboards.embed.shownOnce')}</Alert>
      <CopyField label={translate('dashboards.embed.url')} value={url} testId="embed-url" onCopy={() => onCopy(url, 'url')} />
      <CopyField label={translate('dashboards.embed.snippet')} value={snippet} testId="embed-snippet" multiline onCopy={() => onCopy(snippet, 'snippet')} />
    </Stack>
  );
}
