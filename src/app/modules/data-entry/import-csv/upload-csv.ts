import { sessionHeaders } from '../../../auth/session-store.js';
import { apiUrl } from '../../../config/branding.js';
import { importOutcomeOf, type ImportOutcome } from './import-outcome.js';

/** Upload progress: a fraction while the file is sent, then null while the server reads and stores it. */
export type UploadProgress = (fraction: number | null) => void;

/**
 * Sends the CSV to `MES/actions/importValues` as multipart field `file`. XMLHttpRequest rather than
 * fetch, for its upload progress events.
 */
export function uploadCsv(file: File, dryRun: boolean, onProgress: UploadProgress, overwrite = false): { done: Promise<ImportOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ImportOutcome>((resolve) => {
    xhr.open('POST', apiUrl(`MES/actions/importValues?dryRun=${dryRun}${overwrite ? '&overwrite=true' : ''}`));
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    xhr.upload.onload = () => onProgress(null);
    xhr.onload = () => resolve(importOutcomeOf(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve(importOutcomeOf(0, ''));
    xhr.onabort = () => resolve({ kind: 'failed', status: 0, messageKey: 'dataEntry.import.cancelled' });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
