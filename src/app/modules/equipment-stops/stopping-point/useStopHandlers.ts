import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { TimeRange } from '../../analysis/series-types.js';
import { annulStop, createStop, enableStop, remakeStops, splitStop, updateStop, type NewStop } from '../shared/stops-api.js';
import type { StopDetails } from './DetailsDialog.js';
import { formFieldErrors } from './field-errors.js';
import type { SplitRequest } from './SplitDialog.js';
import { useStopAction } from './useStopAction.js';

/** The page's calls: each tells the user how it went; a stop answered goes in place (`put`), anything wider reloads. */
export function useStopHandlers(idFrame: number | null, put: (stop: StopView) => void, reload: () => void) {
  const run = useStopAction(reload);
  const translate = useTranslate();
  const notify = useNotify();

  const changeMotive = useCallback(
    async (stop: StopView, idMotive: number | null) => {
      const answer = await run(() => updateStop(stop.id_stop, { version: stop.version, id_motive: idMotive }), 'stoppingPoint.motive.saved');
      if (answer.ok) put(answer.value);
    },
    [run, put],
  );

  const bulkMotive = useCallback(
    async (stops: readonly StopView[], idMotive: number) => {
      // One call per stop, in the table's order; the first refusal stops the rest (the stops are reloaded either way).
      await run(
        async () => {
          for (const stop of stops) put(await updateStop(stop.id_stop, { version: stop.version, id_motive: idMotive }));
        },
        'stoppingPoint.bulk.done',
        { smart_count: stops.length },
      );
      reload();
    },
    [run, put, reload],
  );

  const saveDetails = useCallback(
    async (stop: StopView, details: StopDetails) => {
      const answer = await run(() => updateStop(stop.id_stop, { version: stop.version, ...details }), 'stoppingPoint.details.done');
      if (answer.ok) put(answer.value);
      return answer.ok ? null : formFieldErrors(answer.error, translate);
    },
    [run, put, translate],
  );

  const split = useCallback(
    async (stop: StopView, request: SplitRequest) => {
      const answer = await run(() => splitStop(stop.id_stop, request), 'stoppingPoint.split.done');
      if (answer.ok) reload();
      return answer.ok ? null : answer.error.messageKey;
    },
    [run, reload],
  );

  const changeState = useCallback(
    async (stop: StopView, mode: 'annul' | 'enable', comment: string) => {
      const call = mode === 'annul' ? annulStop : enableStop;
      const answer = await run(() => call(stop.id_stop, { version: stop.version, comment: comment || undefined }), `stoppingPoint.${mode}.done`);
      if (answer.ok) put(answer.value);
      return answer.ok;
    },
    [run, put],
  );

  const create = useCallback(
    async (stop: NewStop) => {
      const answer = await run(() => createStop(stop), 'stoppingPoint.add.done');
      if (answer.ok) reload();
      return answer.ok ? null : formFieldErrors(answer.error, translate);
    },
    [run, reload, translate],
  );

  const remake = useCallback(
    async (range: TimeRange) => {
      if (idFrame === null) return;
      const answer = await run(() => remakeStops(idFrame, range));
      if (!answer.ok) return;
      notify('stoppingPoint.remake.done', { type: 'success', messageArgs: { ...answer.value } });
      reload();
    },
    [run, idFrame, notify, reload],
  );

  return { changeMotive, bulkMotive, saveDetails, split, changeState, create, remake };
}
