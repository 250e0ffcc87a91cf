import { useRef, useState, type ChangeEvent } from 'react';
import { Button, useNotify, useRefresh } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { TagImportErrors } from './TagImportErrors.js';
import { importTagFile, type ImportLineError } from './import-tags-request.js';
import { requestUnitDataRefresh } from '../../unit-data/unit-data-refresh.js';

/** "Import CSV" on the tag list: a file picker, then the count stored or every refused line. */
export function TagImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ImportLineError[]>([]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    const outcome = await importTagFile(file);
    setBusy(false);
    if (outcome.kind === 'stored') {
      notify('tags.import.done', { type: 'success', messageArgs: { smart_count: outcome.stored } });
      refresh();
      requestUnitDataRefresh();
    } else if (outcome.kind === 'rejected') {
      setErrors(outcome.errors);
    } else {
      notify(outcome.messageKey, { type: 'error' });
    }
  };

  return (
    <>
      <Button label="tags.import.button" onClick={() => input.current?.click()} disabled={busy} data-testid="tag-import-button">
        <UploadFileIcon />
      </Button>
      <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={onFile} data-testid="tag-import-file" />
      <TagImportErrors errors={errors} onClose={() => setErrors([])} />
    </>
  );
}
