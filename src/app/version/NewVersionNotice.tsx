import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, Snackbar } from '@mui/material';
import { useNewVersion } from './useNewVersion.js';
import { reloadNewVersion } from './reload-new-version.js';

/** Stays until the user updates: the update button clears the caches and reloads. */
export function NewVersionNotice() {
  const translate = useTranslate();
  const version = useNewVersion();
  const [updating, setUpdating] = useState(false);
  if (!version) return null;
  const update = () => {
    setUpdating(true);
    void reloadNewVersion();
  };
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert
        severity="info"
        variant="filled"
        data-testid="new-version"
        action={
          <Button color="inherit" size="small" onClick={update} disabled={updating} data-testid="new-version-update">
            {translate('shell.version.update')}
          </Button>
        }
      >
        {translate('shell.version.available', { version })}
      </Alert>
    </Snackbar>
  );
}
