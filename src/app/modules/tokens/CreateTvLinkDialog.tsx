import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError, type FieldProblem } from '../../api/api-error.js';
import { useResourceList } from '../../data/typed-data-provider.js';
import { useFormat } from '../../format/useFormat.js';
import { createEmbedLink, type CreatedEmbedLink } from '../dashboards/embed/embed-api.js';
import { DEFAULT_LINK_DAYS, defaultExpiryDate, expiryInstant } from './expiry-date.js';

interface CreateTvLinkDialogProps {
  onClose: () => void;
  onCreated: (link: CreatedEmbedLink) => void;
}

const dashboardsQuery = { sort: { field: 'vis_descricao', order: 'ASC' as const }, pagination: { page: 1, perPage: 200 }, filter: {} };

/**
 * A TV link (business modules §2, TV mode without a session): a dashboard of the current unit and an expiry
 * (a year unless told); the address that shows it on a wall screen comes back once.
 */
export function CreateTvLinkDialog({ onClose, onCreated }: CreateTvLinkDialogProps) {
  const translate = useTranslate();
  const format = useFormat();
  const { data: dashboards, isPending } = useResourceList('settings/dashboards', dashboardsQuery);
  const [dashboard, setDashboard] = useState('');
  const [expiry, setExpiry] = useState(() => defaultExpiryDate(format.timeZone, Date.now(), DEFAULT_LINK_DAYS));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = (field: string) => (problems[field] ? translate(problems[field].key, { _: problems[field].key, ...problems[field].args }) : undefined);

  const save = async () => {
    if (!dashboard) {
      setProblems({ id_visao: { key: 'global.labels.requiredField' } });
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onCreated(await createEmbedLink({ kind: 'tv', id_visao: Number(dashboard), expires_at: expiryInstant(format.timeZone, expiry) ?? '' }));
    } catch (failure) {
      setProblems(failure instanceof ApiError ? failure.fields : {});
      setError(failure instanceof ApiError && failure.status < 500 && failure.status !== 400 ? failure.messageKey : 'dashboards.embed.errors.generate');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="tv-link-dialog">
      <DialogTitle>{translate('tokens.tvLink.create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">{translate('tokens.tvLink.intro')}</Alert>
          {error && (
            <Alert severity="error" data-testid="tv-link-error">
              {translate(error, { _: error })}
            </Alert>
          )}
          <TextField
            select
            required
            label={translate('tokens.fields.dashboard')}
            value={dashboard}
            onChange={(event) => setDashboard(event.target.value)}
            error={Boolean(problems.id_visao)}
            helperText={text('id_visao') ?? (!isPending && !dashboards?.length ? translate('tokens.tvLink.noDashboards') : ' ')}
            slotProps={{ htmlInput: { 'data-testid': 'tv-link-dashboard' } }}
          >
            {(dashboards ?? []).map((view) => (
              <MenuItem key={view.id_visao} value={String(view.id_visao)}>
                {view.vis_descricao || `#${view.id_visao}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            required
            label={translate('tokens.fields.expires_at')}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            error={Boolean(problems.expires_at)}
            helperText={text('expires_at') ?? translate('tokens.expiresHint', { zone: format.zone() })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'tv-link-expiry' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="tv-link-save">
          {translate('dashboards.embed.generate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
