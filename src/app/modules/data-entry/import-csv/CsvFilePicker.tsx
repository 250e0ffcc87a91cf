import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

/** A button that opens the file chooser (CSV only) and the chosen file's name and size. */
export function CsvFilePicker({ file, onFile, disabled }: { file: File | null; onFile: (file: File | null) => void; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
        {translate('dataEntry.import.chooseFile')}
        <input
          hidden
          type="file"
          accept=".csv,text/csv"
          data-testid="import-file"
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            // Choosing the same file again (after fixing it) must check it again.
            event.target.value = '';
          }}
        />
      </Button>
      {file && (
        <Typography data-testid="import-file-name">
          {translate('dataEntry.import.fileChosen', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}
        </Typography>
      )}
    </Stack>
  );
}
