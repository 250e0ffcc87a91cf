import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RevokeButton } from '../../tokens/RevokeButton.js';
import { TokenDateCells } from '../../tokens/TokenDateCells.js';
import type { EmbedLink } from './embed-api.js';
import { linkTarget } from './link-target.js';

interface EmbedLinksListProps {
  links: readonly EmbedLink[];
  busy: boolean;
  onRenew: (link: EmbedLink) => void;
  onRevoke: (link: EmbedLink) => void;
}

/** The dashboard's live links: what each shows, until when, its last use; renew (a new address) or revoke. */
export function EmbedLinksList({ links, busy, onRenew, onRevoke }: EmbedLinksListProps) {
  const translate = useTranslate();
  if (links.length === 0) return <Typography color="text.secondary">{translate('dashboards.embed.noLinks')}</Typography>;
  return (
    <Table size="small" data-testid="embed-links">
      <TableHead>
        <TableRow>
          <TableCell>{translate('dashboards.embed.shows')}</TableCell>
          <TableCell>{translate('tokens.fields.expires_at')}</TableCell>
          <TableCell>{translate('tokens.fields.last_used_at')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {links.map((link) => (
          <TableRow key={link.id_api_token} data-testid="embed-link-row">
            <TableCell>{linkTarget(link, translate)}</TableCell>
            <TokenDateCells token={link} markExpired />
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => onRenew(link)} disabled={busy} data-testid="embed-link-renew">
                {translate('dashboards.embed.renew')}
              </Button>
              <RevokeButton onClick={() => onRevoke(link)} disabled={busy} data-testid="embed-link-revoke" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
