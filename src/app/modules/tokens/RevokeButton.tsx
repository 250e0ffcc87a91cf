import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The small red "Revoke" of a token's row (the tokens list, a dashboard's links); the caller confirms and revokes. */
export function RevokeButton(props: Omit<ButtonProps, 'children' | 'size' | 'color'>) {
  const translate = useTranslate();
  return (
    <Button size="small" color="error" {...props}>
      {translate('tokens.revoke')}
    </Button>
  );
}
