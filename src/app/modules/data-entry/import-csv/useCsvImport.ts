import { useEffect, useRef, useState } from 'react';
import type { ImportAnswer, ImportOutcome, ImportRowError } from './import-outcome.js';
import { uploadCsv } from './upload-csv.js';

export type ImportPhase = 'idle' | 'checking' | 'checked' | 'importing' | 'imported' | 'rejected' | 'failed';

export interface ImportState {
  phase: ImportPhase;
  file: File | null;
  /** Upload fraction; null once sent (the server is reading or storing). */
  progress: number | null;
  /** The dry run's answer (preview), then the import's (stored). */
  answer?: ImportAnswer;
  errors: ImportRowError[];
  failure?: { messageKey: string; args?: Record<string, unknown> };
}

const idle: ImportState = { phase: 'idle', file: null, progress: null, errors: [] };

/**
 * Choosing a file checks it at once (dryRun=true: preview or per-row errors, nothing stored);
 * `start` then imports it (dryRun=false) with the upload's progress, replacing stored values only when asked.
 */
export function useCsvImport() {
  const [state, setState] = useState<ImportState>(idle);
  const abort = useRef<() => void>(undefined);
  useEffect(() => () => abort.current?.(), []);

  const run = async (file: File, dryRun: boolean, overwrite = false) => {
    abort.current?.();
    setState((current) => ({
      ...current,
      file,
      phase: dryRun ? 'checking' : 'importing',
      progress: 0,
      errors: [],
      failure: undefined,
      ...(dryRun ? { answer: undefined } : {}),
    }));
    const upload = uploadCsv(file, dryRun, (progress) => setState((current) => ({ ...current, progress })), overwrite);
    abort.current = upload.abort;
    const outcome: ImportOutcome = await upload.done;
    if (abort.current !== upload.abort) return;
    abort.current = undefined;
    setState((current) => {
      if (outcome.kind === 'accepted') return { ...current, phase: dryRun ? 'checked' : 'imported', answer: outcome.answer, progress: null };
      if (outcome.kind === 'rejected') return { ...current, phase: 'rejected', errors: outcome.errors, progress: null };
      return { ...current, phase: 'failed', failure: { messageKey: outcome.messageKey, args: outcome.args }, progress: null };
    });
  };

  const choose = (file: File | null) => {
    if (file) void run(file, true);
    else setState(idle);
  };
  /** Imports the checked file; `overwrite` replaces the stored values the check found it changes. */
  const start = (overwrite = false) => state.file && void run(state.file, false, overwrite);
  const reset = () => {
    abort.current?.();
    abort.current = undefined;
    setState(idle);
  };
  return { state, choose, start, reset };
}
