import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The upload's share while the file is sent, then an indeterminate bar while the server works. */
export function ImportProgress({ progress, storing }: { progress: number | null; storing: boolean }) {
  const translate = useTranslate();
  const uploading = progress !== null && progress < 1;
  return (
    <Box data-testid="import-progress">
      <LinearProgress variant={uploading ? 'determinate' : 'indeterminate'} value={uploading ? Math.round(progress * 100) : undefined} />
      <Typography variant="caption" color="text.secondary">
        {uploading
          ? translate('dataEntry.import.uploading', { percent: Math.round(progress * 100) })
          : translate(storing ? 'dataEntry.import.storing' : 'dataEntry.import.checking')}
      </Typography>
    </Box>
  );
}
