import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslate } from 'react-admin';
import type { ApiTokenView, TokenScope } from '../../../domain/access/api-token-scopes.js';
import { labelKeyOf } from '../../../domain/navigation/route-table.js';
import { useFormat } from '../../format/useFormat.js';
import { linkTarget } from '../dashboards/embed/link-target.js';
import { RevokeButton } from './RevokeButton.js';
import { TokenDateCells } from './TokenDateCells.js';
import { tokenStatus } from './token-status.js';

const columns = ['name', 'kind', 'access', 'plant', 'created_by', 'created_at', 'expires_at', 'last_used_at', 'status'] as const;

/** What a token is for: an integration (its scopes), a TV link or an iframe export (the dashboard, tab or widget it shows). */
function TokenUse({ token }: { token: ApiTokenView }) {
  const translate = useTranslate();
  if (!token.embed_kind) return <ScopeChips scopes={token.scopes} />;
  const dashboard = token.vis_descricao ?? `#${token.id_visao}`;
  return <span data-testid="token-dashboard">{token.embed_kind === 'tv' ? dashboard : `${dashboard} › ${linkTarget(token, translate)}`}</span>;
}

function ScopeChips({ scopes }: { scopes: TokenScope[] }) {
  const translate = useTranslate();
  const rights = (scope: TokenScope) => [scope.read && translate('tokens.read'), scope.write && translate('tokens.write')].filter(Boolean).join(', ');
  return (
    <Stack direction="row" flexWrap="wrap" gap={0.5}>
      {scopes.map((scope) => (
        <Chip key={scope.menu_id} size="small" label={`${translate(labelKeyOf(scope.menu_id))}: ${rights(scope)}`} />
      ))}
    </Stack>
  );
}

/** The client's tokens: who made each, when, until when, its last use and whether it still works. */
export function TokensTable({ tokens, onRevoke }: { tokens: ApiTokenView[]; onRevoke: (token: ApiTokenView) => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const statusText = (token: ApiTokenView) => {
    const status = tokenStatus(token);
    return translate(`tokens.status.${status}`, status === 'revoked' ? { date: format.instant(token.revoked_at!) } : {});
  };
  return (
    <Table size="small" data-testid="tokens-table">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(`tokens.fields.${column}`)}</TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {tokens.map((token) => (
          <TableRow key={token.id_api_token} data-testid="token-row">
            <TableCell>{token.name}</TableCell>
            <TableCell data-testid="token-kind">{translate(`tokens.kinds.${token.embed_kind ?? 'api'}`)}</TableCell>
            <TableCell>
              <TokenUse token={token} />
            </TableCell>
            <TableCell>{token.plt_descri}</TableCell>
            <TableCell>{token.created_by_name}</TableCell>
            <TableCell>{format.instant(token.created_at)}</TableCell>
            <TokenDateCells token={token} />
            <TableCell data-testid="token-status">{statusText(token)}</TableCell>
            <TableCell>{!token.revoked_at && <RevokeButton startIcon={<BlockIcon />} onClick={() => onRevoke(token)} data-testid="token-revoke" />}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
