import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExportProgress } from './usePdfExport.js';

/** "Exporting tab 2 of 3…" over a bar of the tabs already done. */
export function ExportProgressView({ progress }: { progress: ExportProgress }) {
  const translate = useTranslate();
  const text = translate('dashboards.pdf.progress', { index: progress.index, total: progress.total });
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ mb: 1 }} role="status">
        {text}
      </Typography>
      <LinearProgress variant="determinate" value={((progress.index - 1) / progress.total) * 100} aria-label={text} />
    </Box>
  );
}
