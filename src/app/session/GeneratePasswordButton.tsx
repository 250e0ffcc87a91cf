import { useFormContext } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { generatePassword } from '../../domain/generate-password.js';

/**
 * The "generate password" action of a react-admin form: one strong password into each of
 * `sources` (the password and its confirmation), marked dirty so the form saves it.
 */
export function GeneratePasswordButton({ sources, disabled }: { sources: readonly string[]; disabled?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { setValue } = useFormContext();
  function generate() {
    const password = generatePassword();
    for (const source of sources) setValue(source, password, { shouldDirty: true, shouldValidate: true });
    notify('auth.changePassword.generated', { type: 'info' });
  }
  return (
    <Button onClick={generate} disabled={disabled} startIcon={<AutorenewIcon />} sx={{ alignSelf: 'flex-start' }} data-testid="generate-password">
      {translate('auth.changePassword.generate')}
    </Button>
  );
}
