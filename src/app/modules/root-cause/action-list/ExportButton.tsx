import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../../api/api-error.js';
import { exportActions, type ActionListFilters } from '../api/action-list-api.js';
import { saveBlob } from '../../../files/save-blob.js';

interface ExportButtonProps {
  filters: ActionListFilters;
  /** The checked actions; none: every action the filters find. */
  ids: readonly number[];
}

/** Saves the checked actions, or all the filters find, as the server's CSV. */
export function ExportButton({ filters, ids }: ExportButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await exportActions(filters, ids);
      saveBlob(blob, fileName ?? translate('rcaActionList.fileName'));
    } catch (error) {
      const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.messageKey : 'rcaActionList.exportError';
      notify(refusal, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run()} data-testid="rca-actions-export">
      {ids.length > 0 ? translate('rcaActionList.exportSelected', { count: ids.length }) : translate('rcaActionList.export')}
    </Button>
  );
}
