import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface NameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A save was tried: an empty name says it is required. */
  tried: boolean;
  /** The server's message for this field. */
  serverError?: string;
}

/** The required, focused first field of an editor dialog (a dashboard's or tab's description), up to 100 characters. */
export function NameField({ label, value, onChange, tried, serverError }: NameFieldProps) {
  const translate = useTranslate();
  const missing = tried && !value.trim();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      autoFocus
      slotProps={{ htmlInput: { maxLength: 100 } }}
      error={missing || Boolean(serverError)}
      helperText={missing ? translate('global.labels.requiredField') : serverError}
    />
  );
}
