import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ContractState } from '../../../domain/contract/contract-dates.js';
import { applyRenewalKey, ContractCallError } from './contract-api.js';
import { formatContractDate } from './contract-date.js';

/** The renewal key field (required, section 5) and its validate button; a refusal keeps the text. */
export function RenewalKeyForm({ onRenewed }: { onRenewed: (state: ContractState) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [key, setKey] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    if (!key.trim()) return setMissing(true);
    setSending(true);
    try {
      const state = await applyRenewalKey(key);
      notify('expired.messages.renewed', { type: 'success', messageArgs: { date: formatContractDate(state.endDate, locale) } });
      setKey('');
      onRenewed(state);
    } catch (error) {
      setRefusal(error instanceof ContractCallError ? error.messageKey : 'global.error.messages.defaultError');
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      {refusal && (
        <Alert severity="error" data-testid="renewal-error">
          {translate(refusal, { _: translate('expired.token.invalid') })}
        </Alert>
      )}
      <TextField
        label={translate('expired.fields.key')}
        value={key}
        onChange={(event) => {
          setKey(event.target.value);
          setMissing(false);
        }}
        required
        multiline
        minRows={4}
        error={missing}
        helperText={translate(missing ? 'global.labels.requiredField' : 'expired.fields.keyHelp')}
        slotProps={{ htmlInput: { 'data-testid': 'renewal-key', spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
      />
      <Button type="submit" variant="contained" disabled={sending} data-testid="renewal-validate">
        {translate('expired.actions.validate')}
      </Button>
    </Stack>
  );
}
