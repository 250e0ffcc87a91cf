import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useHttpClient } from '../../../data/useHttpClient.js';
import { apiFailureOf } from '../shared/api-failure.js';
import type { EntryTag } from '../shared/entry-tag.js';
import { existingValuesOf, type ExistingValue } from '../shared/existing-values.js';
import { postJson } from '../shared/post-json.js';
import { refusalMessages, type WriteAnswer } from '../shared/refusals.js';
import { utcToWallTime } from '../shared/unit-time.js';
import { manualValue, problemsOfRowFields, type ManualValueProblems } from './manual-value.js';

/**
 * One value of one tag, saved through `MES/actions/writeValues`; a refused value is explained, typed text kept.
 * A time that already holds another value is not replaced silently: the stored value is shown
 * (`existing`) and only `confirmOverwrite` sends the write again with `overwrite: true`.
 */
export function useManualInputForm(tag: EntryTag | null, timezone: string, onSaved: () => void) {
  const http = useHttpClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [when, setWhenState] = useState(() => utcToWallTime(timezone, Date.now()));
  const whenTyped = useRef(false);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<ManualValueProblems>({});
  const [refusals, setRefusals] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<{ row: NonNullable<ReturnType<typeof manualValue>['row']>; existing: ExistingValue[] } | null>(null);

  // The unit's period may arrive after the first render: follow its time zone until a time is typed.
  useEffect(() => {
    if (!whenTyped.current) setWhenState(utcToWallTime(timezone, Date.now()));
  }, [timezone]);

  const setWhen = (next: string) => {
    whenTyped.current = true;
    setWhenState(next);
  };

  useEffect(() => {
    setRefusals([]);
    setProblems({});
  }, [tag?.id_tag]);

  const send = async (row: NonNullable<ReturnType<typeof manualValue>['row']>, overwrite: boolean) => {
    setSaving(true);
    try {
      const answer = await postJson<WriteAnswer>(http, 'MES/actions/writeValues', { values: [row], ...(overwrite ? { overwrite } : {}) });
      const refused = refusalMessages(answer, [{ tag: tag!, value: row.value }]);
      if (refused.length) {
        setRefusals(refused.map(({ key, args }) => translate(key, args)));
      } else {
        setText('');
        notify('dataEntry.input.saved', { type: 'success' });
      }
      onSaved();
    } catch (error) {
      const failure = apiFailureOf(error);
      const existing = existingValuesOf(failure);
      if (existing && !overwrite) return setPending({ row, existing });
      setProblems(problemsOfRowFields(failure.fields));
      notify(failure.key ? translate(failure.key, { _: failure.message, ...failure.args }) : failure.message, { type: 'error' });
    } finally {
      setSaving(false);
    }
    return undefined;
  };

  const save = async () => {
    const { row, problems: found } = manualValue(tag, when, text, timezone);
    setProblems(found);
    setRefusals([]);
    if (row) await send(row, false);
  };

  const confirmOverwrite = async () => {
    if (!pending) return;
    const { row } = pending;
    setPending(null);
    await send(row, true);
  };

  const cancelOverwrite = () => setPending(null);

  return { when, setWhen, text, setText, problems, refusals, saving, save, existing: pending?.existing ?? null, confirmOverwrite, cancelOverwrite };
}
