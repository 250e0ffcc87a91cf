import { Alert, Button } from '@mui/material';
import DownloadingIcon from '@mui/icons-material/Downloading';
import { useTranslate } from 'react-admin';

/** A dashboard without automatic loading: its tab waits for "Load data". */
export function LoadDataNotice({ onLoad }: { onLoad: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      action={
        <Button size="small" startIcon={<DownloadingIcon />} onClick={onLoad}>
          {translate('dashboardEditor.data.load')}
        </Button>
      }
    >
      {translate('dashboardEditor.data.paused')}
    </Alert>
  );
}
