import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from './useFormat.js';

/** Names the wall clock of the times on a page: "Times in America/Sao_Paulo (GMT-03:00)". */
export function TimeZoneNote() {
  const translate = useTranslate();
  const { zone } = useFormat();
  return (
    <Typography variant="caption" color="text.secondary" data-testid="time-zone-note">
      {translate('format.timesIn', { zone: zone() })}
    </Typography>
  );
}
