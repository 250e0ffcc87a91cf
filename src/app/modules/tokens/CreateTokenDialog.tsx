import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { CreatedApiToken, TokenScope } from '../../../domain/access/api-token-scopes.js';
import { ApiError, type FieldProblem } from '../../api/api-error.js';
import { useFormat } from '../../format/useFormat.js';
import { defaultExpiryDate, expiryInstant } from './expiry-date.js';
import { ScopesInput } from './ScopesInput.js';
import { createToken } from './tokens-api.js';

interface CreateTokenDialogProps {
  onClose: () => void;
  onCreated: (token: CreatedApiToken) => void;
}

/** Name, scopes and expiry of a new token; the server's refusals show on their fields and nothing typed is lost. */
export function CreateTokenDialog({ onClose, onCreated }: CreateTokenDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState(() => defaultExpiryDate(format.timeZone));
  const [scopes, setScopes] = useState<TokenScope[]>([]);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);
  const text = (field: string) => {
    const problem = problems[field];
    return problem ? translate(problem.key, { _: problem.key, ...problem.args }) : undefined;
  };

  const save = async () => {
    setSaving(true);
    try {
      onCreated(await createToken({ name, scopes, expires_at: expiryInstant(format.timeZone, expiry) ?? '' }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setProblems(error.fields);
      else notify(error instanceof ApiError ? error.messageKey : 'global.error.messages.saveError', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="token-create-dialog">
      <DialogTitle>{translate('tokens.create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('tokens.fields.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            error={Boolean(problems.name)}
            helperText={text('name') ?? ' '}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'token-name' } }}
          />
          <TextField
            type="date"
            label={translate('tokens.fields.expires_at')}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            required
            error={Boolean(problems.expires_at)}
            helperText={text('expires_at') ?? translate('tokens.expiresHint', { zone: format.zone() })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'token-expiry' } }}
          />
          <ScopesInput value={scopes} onChange={setScopes} error={text('scopes')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="token-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
