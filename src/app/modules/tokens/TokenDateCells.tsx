import { TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiTokenView } from '../../../domain/access/api-token-scopes.js';
import { useFormat } from '../../format/useFormat.js';
import { tokenStatus } from './token-status.js';

type TokenDates = Pick<ApiTokenView, 'expires_at' | 'last_used_at' | 'revoked_at'>;

interface TokenDateCellsProps {
  token: TokenDates;
  /** Say "(expired)" after a past expiry. */
  markExpired?: boolean;
}

/** A token's expiry and last use as two table cells, as the tokens list and a dashboard's links both show them. */
export function TokenDateCells({ token, markExpired = false }: TokenDateCellsProps) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <>
      <TableCell>
        {format.instant(token.expires_at)}
        {markExpired && tokenStatus(token) === 'expired' && ` (${translate('tokens.status.expired')})`}
      </TableCell>
      <TableCell>{token.last_used_at ? format.instant(token.last_used_at) : translate('tokens.never')}</TableCell>
    </>
  );
}
