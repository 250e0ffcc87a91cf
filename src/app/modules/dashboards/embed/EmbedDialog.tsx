import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { ApiError, type FieldProblem } from '../../../api/api-error.js';
import type { RecordOf } from '../../../data/typed-data-provider.js';
import { useFormat } from '../../../format/useFormat.js';
import { DEFAULT_LINK_DAYS, defaultExpiryDate, expiryInstant } from '../../tokens/expiry-date.js';
import { useTabWidgets } from '../useDashboard.js';
import { copyText } from './copy-text.js';
import { createEmbedLink, renewEmbedLink, revokeEmbedLink, type CreatedEmbedLink, type EmbedLink } from './embed-api.js';
import { embedUrl } from './embed-url.js';
import { EmbedLinkResult } from './EmbedLinkResult.js';
import { EmbedLinksList } from './EmbedLinksList.js';
import { linkTarget } from './link-target.js';
import { useEmbedLinks } from './useEmbedLinks.js';

export interface EmbedDialogProps {
  idVisao: number;
  tab: RecordOf<'dashboard-tabs'>;
  onClose: () => void;
  /** Where links point (the app's own origin). */
  origin?: string;
}

const WHOLE_TAB = 'tab';

/** An error of a call as the dialog tells it: the spec's generate, renew and revoke errors, or a refusal's own message. */
const failureKey = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.status !== 400 ? error.messageKey : fallback;

/**
 * Iframe export (business modules §2): a URL for the current tab or one of its widgets, with an `<iframe>` to paste.
 * Generate makes a link (a read-only token bound to it, a year by default), Copy puts it on the clipboard, Renew
 * replaces a link (the old address stops working); the dashboard's live links are listed with renew and revoke.
 */
export function EmbedDialog({ idVisao, tab, onClose, origin = window.location.origin }: EmbedDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const { data: widgets } = useTabWidgets(tab.id_tab);
  const links = useEmbedLinks(idVisao);
  const [target, setTarget] = useState(WHOLE_TAB);
  const [expiry, setExpiry] = useState(() => defaultExpiryDate(format.timeZone, Date.now(), DEFAULT_LINK_DAYS));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ url: string; title: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<EmbedLink | null>(null);
  const embeddable = (widgets ?? []).filter((widget) => !widget.manager_only);
  const problemText = (field: string) => (problems[field] ? translate(problems[field].key, { _: problems[field].key, ...problems[field].args }) : undefined);

  const show = (link: CreatedEmbedLink) => {
    setResult({ url: embedUrl(origin, link.secret), title: `${link.vis_descricao ?? ''} – ${linkTarget(link, translate)}` });
    links.reload();
  };
  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length) setProblems(failure.fields);
      setError(failureKey(failure, fallback));
    } finally {
      setBusy(false);
    }
  };
  const generate = () =>
    run(async () => {
      setProblems({});
      const widget = target === WHOLE_TAB ? {} : { id_widget: Number(target) };
      show(
        await createEmbedLink({ kind: 'iframe', id_visao: idVisao, id_tab: tab.id_tab!, ...widget, expires_at: expiryInstant(format.timeZone, expiry) ?? '' }),
      );
    }, 'dashboards.embed.errors.generate');
  const renew = (link: EmbedLink) => run(async () => show(await renewEmbedLink(link.id_api_token)), 'dashboards.embed.errors.renew');
  const revoke = (link: EmbedLink) =>
    run(async () => {
      await revokeEmbedLink(link.id_api_token);
      notify('dashboards.embed.revoked', { type: 'info' });
      links.reload();
    }, 'dashboards.embed.errors.revoke');
  const copy = async (text: string, what: 'url' | 'snippet') => {
    if (await copyText(text)) notify(what === 'url' ? 'dashboards.embed.copiedUrl' : 'dashboards.embed.copiedSnippet', { type: 'info' });
    else setError('dashboards.embed.errors.copy');
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="embed-dialog">
      <DialogTitle>{translate('dashboards.embed.title', { tab: tab.description })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{translate('dashboards.embed.intro')}</Typography>
          {error && (
            <Alert severity="error" data-testid="embed-error">
              {translate(error, { _: error })}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
            <TextField
              select
              label={translate('dashboards.embed.shows')}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              sx={{ minWidth: 260 }}
              error={Boolean(problems.id_widget || problems.id_tab)}
              helperText={problemText('id_widget') ?? problemText('id_tab') ?? ' '}
              slotProps={{ htmlInput: { 'data-testid': 'embed-target' } }}
            >
              <MenuItem value={WHOLE_TAB}>{translate('dashboards.embed.targets.tab', { tab: tab.description })}</MenuItem>
              {embeddable.map((widget) => (
                <MenuItem key={widget.id_widget} value={String(widget.id_widget)}>
                  {translate('dashboards.embed.targets.widget', { tab: tab.description, widget: widget.title })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={translate('tokens.fields.expires_at')}
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
              error={Boolean(problems.expires_at)}
              helperText={problemText('expires_at') ?? translate('dashboards.embed.expiresHint', { zone: format.zone() })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'embed-expiry' } }}
            />
            <Button variant="contained" onClick={() => void generate()} disabled={busy} sx={{ mt: 1 }} data-testid="embed-generate">
              {translate('dashboards.embed.generate')}
            </Button>
          </Stack>
          {result && <EmbedLinkResult url={result.url} title={result.title} onCopy={(text, what) => void copy(text, what)} />}
          <Divider />
          <Typography variant="subtitle2">{translate('dashboards.embed.links')}</Typography>
          {links.error !== undefined ? (
            <Alert severity="error">{translate('dashboards.embed.errors.load')}</Alert>
          ) : (
            <EmbedLinksList links={links.data ?? []} busy={busy} onRenew={(link) => void renew(link)} onRevoke={setRevoking} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="embed-close">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={revoking !== null}
        title={translate('dashboards.embed.revokeTitle')}
        content={translate('dashboards.embed.revokeContent')}
        confirm={translate('tokens.revoke')}
        onConfirm={() => {
          const link = revoking!;
          setRevoking(null);
          void revoke(link);
        }}
        onClose={() => setRevoking(null)}
      />
    </Dialog>
  );
}
