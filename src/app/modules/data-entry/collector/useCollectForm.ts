import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useHttpClient } from '../../../data/useHttpClient.js';
import { apiFailureOf } from '../shared/api-failure.js';
import { existingValuesOf, type ExistingValue } from '../shared/existing-values.js';
import { postJson } from '../shared/post-json.js';
import { refusalMessages, type CollectAnswer } from '../shared/refusals.js';
import { toUtcIso } from '../shared/unit-time.js';
import type { EntryTag } from '../shared/entry-tag.js';
import { collectPayload, problemsOfFields, type CollectRow, type RowProblem } from './collect-rows.js';

/**
 * The typed values of one group and their save (`MES/actions/collectValues`). A failed save, a rule
 * that does not hold above all, keeps every typed value; a successful one clears them. Values already
 * stored at the slot are shown (`existing`) and replaced only after `confirmOverwrite`.
 */
export function useCollectForm(
  groupId: number | undefined,
  rows: readonly CollectRow[],
  slotStart: number | undefined,
  unitTags: ReadonlyMap<number, EntryTag>,
  onSaved: () => void,
) {
  const http = useHttpClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [inputs, setInputs] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<Map<number, RowProblem>>(new Map());
  const [alert, setAlert] = useState<{ severity: 'error' | 'warning'; messages: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [existing, setExisting] = useState<ExistingValue[] | null>(null);

  useEffect(() => {
    setInputs({});
    setProblems(new Map());
    setAlert(null);
  }, [groupId]);

  const setInput = (idTag: number, text: string) => {
    setInputs((current) => ({ ...current, [idTag]: text }));
    setProblems((current) => (current.has(idTag) ? new Map([...current].filter(([id]) => id !== idTag)) : current));
  };

  const save = async (overwrite = false) => {
    setExisting(null);
    if (groupId === undefined || slotStart === undefined) return;
    const payload = collectPayload(rows, inputs);
    setProblems(payload.problems);
    setAlert(null);
    if (payload.problems.size > 0) return notify('dataEntry.collect.fixValues', { type: 'warning' });
    if (payload.values.length === 0) return notify('dataEntry.collect.nothingToSave', { type: 'warning' });
    setSaving(true);
    try {
      const answer = await postJson<CollectAnswer>(http, 'MES/actions/collectValues', {
        id_tag_group: groupId,
        ts: toUtcIso(slotStart),
        values: payload.values,
        ...(overwrite ? { overwrite } : {}),
      });
      // A refusal's index past the entered values names a value computed by a formula rule.
      const sent = [...payload.values, ...(answer.computed ?? [])];
      const refused = refusalMessages(
        answer,
        sent.map(({ id_tag, value }) => ({ tag: unitTags.get(id_tag), value })),
      );
      if (refused.length) setAlert({ severity: 'warning', messages: refused.map(({ key, args }) => translate(key, args)) });
      setInputs({});
      notify('dataEntry.collect.saved', { type: 'success', messageArgs: { smart_count: answer.stored ?? 0 } });
      onSaved();
    } catch (error) {
      const failure = apiFailureOf(error);
      const stored = existingValuesOf(failure);
      if (stored && !overwrite) return setExisting(stored);
      const message = failure.key ? translate(failure.key, { _: failure.message, ...failure.args }) : failure.message;
      if (failure.code === 'RULE_FAILED') setAlert({ severity: 'error', messages: [message] });
      else notify(message, { type: 'error' });
      setProblems(problemsOfFields(payload.values, failure.fields));
    } finally {
      setSaving(false);
    }
    return undefined;
  };

  return { inputs, setInput, problems, alert, saving, save, existing, confirmOverwrite: () => save(true), cancelOverwrite: () => setExisting(null) };
}
