import { useState } from 'react';
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { fetchStopHistory } from '../shared/stops-api.js';

/** The reproved mark; hovering or tapping it reads the approver's comment from the stop's history. */
export function ReprovedNote({ idStop }: { idStop: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const history = useAsyncData(open ? `reproved-${idStop}` : null, () => fetchStopHistory(idStop));
  const reproval = history.data?.filter((row) => row.action === 'reproved').at(-1);
  const text = history.data ? (reproval?.comment ?? translate('stoppingPoint.reproved.none')) : translate('stoppingPoint.reproved.loading');
  return (
    <Tooltip title={`${translate('stoppingPoint.reproved.title')}: ${text}`} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={translate('stopApproval.shared.reproved')}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="stop-reproved"
      />
    </Tooltip>
  );
}
