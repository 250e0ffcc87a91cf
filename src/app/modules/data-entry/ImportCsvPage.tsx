import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'react-admin';
import { useCan } from '../../navigation/useCan.js';
import { usePeriod } from '../../unit-data/usePeriod.js';
import { CsvFilePicker } from './import-csv/CsvFilePicker.js';
import { ImportErrorReport } from './import-csv/ImportErrorReport.js';
import { ImportPreviewTable } from './import-csv/ImportPreviewTable.js';
import { ImportProgress } from './import-csv/ImportProgress.js';
import { ImportRefusals } from './import-csv/ImportRefusals.js';
import { ImportResult } from './import-csv/ImportResult.js';
import { SampleCsvLink } from './import-csv/SampleCsvLink.js';
import { useCsvImport } from './import-csv/useCsvImport.js';
import { manualInputTags } from './shared/entry-tag.js';
import { DataEntryPage } from './shared/DataEntryPage.js';
import { unitTimeZone } from './shared/unit-time.js';
import { useEntryTags } from './shared/useEntryTags.js';

/** `/data-entry/import-csv`: upload, check (preview or per-row errors), then import all rows or none. */
export default function ImportCsvPage() {
  const translate = useTranslate();
  const can = useCan();
  const timezone = unitTimeZone(usePeriod());
  const { tags } = useEntryTags();
  const sampleCodes = useMemo(() => manualInputTags(tags).map((tag) => tag.code), [tags]);
  const { state, choose, start } = useCsvImport();
  const busy = state.phase === 'checking' || state.phase === 'importing';
  const overwrites = state.answer?.overwrites ?? 0;
  const [replace, setReplace] = useState(false);
  useEffect(() => setReplace(false), [state.file]);

  return (
    <DataEntryPage titleKey="dataEntry.import.title">
      <Typography color="text.secondary">{translate('dataEntry.import.intro', { timezone })}</Typography>
      <div>
        <SampleCsvLink codes={sampleCodes} timezone={timezone} />
      </div>
      <CsvFilePicker file={state.file} onFile={choose} disabled={busy || !can('create')} />
      {busy && <ImportProgress progress={state.progress} storing={state.phase === 'importing'} />}
      {state.phase === 'failed' && state.failure && (
        <Alert severity="error" role="alert" data-testid="import-failed">
          {translate(state.failure.messageKey, { _: state.failure.messageKey, ...state.failure.args })}
        </Alert>
      )}
      {state.phase === 'rejected' && <ImportErrorReport errors={state.errors} />}
      {state.phase === 'imported' && state.answer && <ImportResult answer={state.answer} />}
      {(state.phase === 'checked' || state.phase === 'importing') && state.answer && (
        <>
          <ImportPreviewTable answer={state.answer} timezone={timezone} />
          <ImportRefusals answer={state.answer} done={false} />
          {overwrites > 0 && (
            <Alert severity="warning" data-testid="import-overwrites">
              {translate('dataEntry.overwrite.willReplace', { smart_count: overwrites })}
              <FormControlLabel
                sx={{ display: 'flex' }}
                control={<Checkbox size="small" checked={replace} onChange={(event) => setReplace(event.target.checked)} data-testid="import-replace" />}
                label={translate('dataEntry.overwrite.replaceToo')}
              />
            </Alert>
          )}
          <div>
            <Button
              variant="contained"
              startIcon={<CloudUploadIcon />}
              onClick={() => start(replace)}
              disabled={busy || state.answer.rows === 0 || (overwrites > 0 && !replace)}
              data-testid="import-start"
            >
              {translate('dataEntry.import.start', { smart_count: state.answer.rows })}
            </Button>
          </div>
        </>
      )}
    </DataEntryPage>
  );
}
