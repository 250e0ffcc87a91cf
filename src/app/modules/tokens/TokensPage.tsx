import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TvIcon from '@mui/icons-material/Tv';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import type { ApiTokenView, CreatedApiToken } from '../../../domain/access/api-token-scopes.js';
import { ApiError } from '../../api/api-error.js';
import type { CreatedEmbedLink } from '../dashboards/embed/embed-api.js';
import { embedUrl } from '../dashboards/embed/embed-url.js';
import { CreateTokenDialog } from './CreateTokenDialog.js';
import { CreateTvLinkDialog } from './CreateTvLinkDialog.js';
import { LinkUrlDialog } from './LinkUrlDialog.js';
import { SecretDialog } from './SecretDialog.js';
import { TokensTable } from './TokensTable.js';
import { revokeToken } from './tokens-api.js';
import { useTokens } from './useTokens.js';

/** `/settings/token`: API tokens for integrations and embedding (server: src/server/modules/tokens). */
export default function TokensPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { tokens, failed, reload } = useTokens();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const [creatingTvLink, setCreatingTvLink] = useState(false);
  const [tvLink, setTvLink] = useState<CreatedEmbedLink | null>(null);

  const confirmRevoke = async () => {
    const token = revoking!;
    setRevoking(null);
    try {
      await revokeToken(token.id_api_token);
      notify('tokens.revoked', { type: 'info' });
    } catch (error) {
      notify(error instanceof ApiError ? error.messageKey : 'global.error.messages.editError', { type: 'error' });
    }
    reload();
  };

  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('menu.settings.token')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{translate('tokens.intro')}</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="token-create">
              {translate('tokens.create')}
            </Button>
            <Button variant="outlined" startIcon={<TvIcon />} onClick={() => setCreatingTvLink(true)} data-testid="tv-link-create">
              {translate('tokens.tvLink.create')}
            </Button>
          </Stack>
          {failed !== undefined && <Alert severity="error">{translate('tokens.loadError')}</Alert>}
          {tokens?.length === 0 && <Typography>{translate('tokens.empty')}</Typography>}
          {tokens && tokens.length > 0 && <TokensTable tokens={tokens} onRevoke={setRevoking} />}
        </Stack>
      </CardContent>
      {creating && (
        <CreateTokenDialog
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
            reload();
          }}
        />
      )}
      {created && <SecretDialog token={created} onClose={() => setCreated(null)} />}
      {creatingTvLink && (
        <CreateTvLinkDialog
          onClose={() => setCreatingTvLink(false)}
          onCreated={(link) => {
            setCreatingTvLink(false);
            setTvLink(link);
            reload();
          }}
        />
      )}
      {tvLink && <LinkUrlDialog name={tvLink.name} url={embedUrl(window.location.origin, tvLink.secret)} onClose={() => setTvLink(null)} />}
      <Confirm
        isOpen={revoking !== null}
        title={translate('tokens.revokeTitle', { name: revoking?.name ?? '' })}
        content={translate('tokens.revokeContent')}
        confirm={translate('tokens.revoke')}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}
