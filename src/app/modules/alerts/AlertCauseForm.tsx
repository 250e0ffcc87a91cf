import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useNotify, useTranslate } from 'react-admin';
import { useHttpClient } from '../../data/useHttpClient.js';
import { insertCause } from './alerts-api.js';

/** As the server's limit. */
const MAX_CAUSE_LENGTH = 2000;

export interface AlertCauseFormProps {
  idMovalerta: number;
  cause: string;
  /** Create permission on operational-alerts (the server refuses anyway). */
  canEdit: boolean;
  onSaved: () => void;
}

/** The cause of the alert (`ALE/queries/insertCause`). */
export function AlertCauseForm({ idMovalerta, cause, canEdit, onSaved }: AlertCauseFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttpClient();
  const [text, setText] = useState(cause);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await insertCause(http, idMovalerta, text.trim());
      notify('alerts.cause.saved', { type: 'success' });
      onSaved();
    } catch (error) {
      notify((error as Error).message || 'global.error.messages.serverError', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      spacing={1}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="alert-cause"
    >
      <Typography variant="subtitle2" component="h3">
        {translate('alerts.cause.title')}
      </Typography>
      <TextField
        multiline
        minRows={2}
        maxRows={6}
        value={text}
        disabled={!canEdit || saving}
        placeholder={translate('alerts.cause.placeholder')}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': translate('alerts.cause.title'), 'data-testid': 'alert-cause-input', maxLength: MAX_CAUSE_LENGTH } }}
      />
      <Box>
        <Button
          type="submit"
          variant="outlined"
          startIcon={<SaveIcon />}
          disabled={!canEdit || saving || text.trim() === cause.trim()}
          data-testid="alert-cause-save"
        >
          {translate('alerts.cause.save')}
        </Button>
      </Box>
    </Stack>
  );
}
