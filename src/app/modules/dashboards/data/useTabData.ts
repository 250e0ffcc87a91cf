import { useMemo } from 'react';
import type { ApiAuth } from '../../../api/api-client.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { useWidgetRefresh } from '../modes/DashboardRefresh.js';
import { fetchTabData, type WidgetDataAnswer } from './tab-data-api.js';

export interface WidgetWidth {
  id_widget: number;
  width: number;
}

/** Widths move in 50 px steps, so a window resized by a few pixels does not read the tab again. */
const WIDTH_STEP = 50;
const stepped = (width: number) => Math.max(WIDTH_STEP, Math.ceil(width / WIDTH_STEP) * WIDTH_STEP);

export interface TabData {
  answers: ReadonlyMap<number, WidgetDataAnswer>;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * The data of a tab's widgets, in one batched request reloaded every refresh delay of the dashboard (each good
 * load told to the stale-data banner). `auth`: an embedding token instead of the session.
 */
export function useTabData(idTab: number, widths: readonly WidgetWidth[], auth?: ApiAuth): TabData {
  const widgets = useMemo(() => widths.map((widget) => ({ id_widget: widget.id_widget, width: stepped(widget.width) })), [widths]);
  const key = widgets.length ? `${idTab}|${widgets.map((widget) => `${widget.id_widget}:${widget.width}`).join(',')}` : null;
  const query = useAsyncData(key, () => fetchTabData({ id_tab: idTab, widgets }, auth));
  useWidgetRefresh(query);
  const answers = useMemo(() => new Map((query.data?.data ?? []).map((answer) => [answer.id_widget, answer])), [query.data]);
  return { answers, loading: query.loading, error: query.error, reload: query.reload };
}
