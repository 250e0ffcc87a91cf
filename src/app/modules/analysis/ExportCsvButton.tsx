import { Button } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { downloadText } from './download-text.js';

/** Downloads the CSV `build` makes (built only on click: long periods cost nothing until asked for). */
export function ExportCsvButton({ fileName, build, disabled }: { fileName: () => string; build: () => string; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <Button startIcon={<FileDownloadOutlinedIcon />} disabled={disabled} onClick={() => downloadText(fileName(), build())} data-testid="export-csv">
      {translate('analysis.export.csv')}
    </Button>
  );
}
