import { useState } from 'react';
import { Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { useNotify, useTranslate } from 'react-admin';
import { notifyFeedback } from '../../../domain/alerts/index.js';
import { useHttpClient } from '../../data/useHttpClient.js';
import type { NotifiableUser } from './alert-records.js';
import { refreshFeed } from './alert-feed-store.js';
import { notifyUsers } from './alerts-api.js';
import { useNotifiableUsers } from './useNotifiableUsers.js';

export interface NotifyUsersFormProps {
  idAlerta: number;
  idMovalerta: number;
  /** Create permission on operational-alerts (the server refuses anyway). */
  canNotify: boolean;
}

/** Sends the alert to chosen users (`ALE/queries/notifyUsers`): `alert.notificationSent` or the server error. */
export function NotifyUsersForm({ idAlerta, idMovalerta, canNotify }: NotifyUsersFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttpClient();
  const { users, loading, failed } = useNotifiableUsers(canNotify);
  const [chosen, setChosen] = useState<NotifiableUser[]>([]);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    let ok = true;
    try {
      await notifyUsers(
        http,
        idAlerta,
        idMovalerta,
        chosen.map((user) => user.id_usuario),
      );
    } catch {
      ok = false;
    }
    const feedback = notifyFeedback(ok);
    notify(feedback.key, { type: feedback.type });
    if (ok) {
      setChosen([]);
      // The signed user may have notified themself.
      refreshFeed();
    }
    setSending(false);
  };

  return (
    <Stack spacing={1} data-testid="alert-notify">
      <Typography variant="subtitle2" component="h3">
        {translate('alerts.notify.title')}
      </Typography>
      <Autocomplete
        multiple
        size="small"
        options={users}
        value={chosen}
        loading={loading}
        disabled={!canNotify || sending}
        onChange={(_event, value) => setChosen(value)}
        getOptionLabel={(user) => (user.usu_login ? `${user.usu_nome} (${user.usu_login})` : user.usu_nome)}
        isOptionEqualToValue={(option, value) => option.id_usuario === value.id_usuario}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('alerts.notify.users')}
            error={failed}
            helperText={failed ? translate('global.error.messages.loadDataError') : undefined}
            inputProps={{ ...params.inputProps, 'data-testid': 'alert-notify-users' }}
          />
        )}
      />
      <Box>
        <Button
          variant="outlined"
          startIcon={<CampaignIcon />}
          disabled={!canNotify || sending || chosen.length === 0}
          onClick={() => void send()}
          data-testid="alert-notify-send"
        >
          {translate('alerts.notify.send')}
        </Button>
      </Box>
    </Stack>
  );
}
