import { Alert } from '@mui/material';

/** The save's outcome that must stay on screen: a group rule that failed, or values refused by the filters. */
export function CollectAlert({ alert }: { alert: { severity: 'error' | 'warning'; messages: string[] } | null }) {
  if (!alert) return null;
  return (
    <Alert severity={alert.severity} role="alert" data-testid="collect-alert">
      {alert.messages.map((message, i) => (
        <div key={i}>{message}</div>
      ))}
    </Alert>
  );
}
