import { useCallback, useEffect, useRef, useState } from 'react';
import { useTheme } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { getSelectedUnit } from '../../../auth/session-store.js';
import { useSessionValue } from '../../../auth/useSessionValue.js';
import { useTypedDataProvider } from '../../../data/typed-data-provider.js';
import { saveBlob } from '../../../files/save-blob.js';
import { useFormat } from '../../../format/useFormat.js';
import type { ExportItem } from './export-selection.js';
import type { StageJob } from './ExportStage.js';
import { pageHeader, tabPeriods } from './page-header.js';
import { pdfFileName } from './pdf-file-name.js';

export interface ExportProgress {
  /** The tab being drawn, from 1. */
  index: number;
  total: number;
}

const widgetsOf = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id_widget', order: 'ASC' as const } };

/** Lets the browser paint and handle input between two tabs. */
const breathe = () => new Promise((done) => setTimeout(done, 0));

/**
 * Makes the PDF of the chosen tabs, one at a time: each is laid out off-screen (`job`, drawn by
 * `ExportStage`), awaited until settled, captured and written on its page; then the file is saved.
 * `cancel` stops it between steps. A failure shows the spec's "PDF export error". The text is in an
 * embedded Unicode font; when that cannot be fetched, the PDF is still made, in a standard font, with a warning.
 */
export function usePdfExport() {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const dataProvider = useTypedDataProvider();
  const background = useTheme().palette.background.default;
  const unit = useSessionValue(getSelectedUnit);
  const [job, setJob] = useState<StageJob>();
  const [progress, setProgress] = useState<ExportProgress>();
  const running = useRef<AbortController>(undefined);
  const jobs = useRef(0);

  useEffect(() => () => running.current?.abort(), []);

  const laidOut = useCallback(
    (item: ExportItem, signal: AbortSignal) =>
      new Promise<HTMLElement>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        jobs.current += 1;
        const onReady = (element: HTMLElement) => {
          signal.removeEventListener('abort', onAbort);
          resolve(element);
        };
        setJob({ id: jobs.current, item, signal, onReady });
      }),
    [],
  );

  const exportTabs = useCallback(
    async (items: readonly ExportItem[], title: string): Promise<boolean> => {
      const abort = new AbortController();
      running.current = abort;
      setProgress({ index: 1, total: items.length });
      try {
        const [{ createPdf }, { captureElement, hasCrossOriginFrame }, font] = await Promise.all([
          import('./pdf-document.js'),
          import('./tab-capture.js'),
          import('./load-pdf-font.js').then(({ loadPdfFont }) => loadPdfFont()),
        ]);
        if (!font) notify('dashboards.pdf.fontFallback', { type: 'warning' });
        const now = Date.now();
        const stamp = { generatedAt: format.instant(now, 'dateTime'), zone: format.zone(now), unit: unit?.ele_descri ?? '' };
        const pdf = createPdf(title, font);
        for (const [index, item] of items.entries()) {
          setProgress({ index: index + 1, total: items.length });
          const { data: widgets } = await dataProvider.getList('dashboard-widgets', { ...widgetsOf, filter: { id_tab: item.tab.id_tab } });
          const element = await laidOut(item, abort.signal);
          const header = pageHeader({ ...stamp, dashboard: item.dashboard.title, tab: item.tab.description ?? '', periods: tabPeriods(widgets) }, translate);
          if (item.dashboard.type !== 'standard' && hasCrossOriginFrame(element)) pdf.addPage({ header, note: translate('dashboards.pdf.notCapturable') });
          else pdf.addPage({ header, image: await captureElement(element, background) });
          abort.signal.throwIfAborted();
          await breathe();
        }
        saveBlob(pdf.blob(), pdfFileName(title, now, format.timeZone));
        return true;
      } catch {
        if (!abort.signal.aborted) notify('global.error.messages.pdfExportError', { type: 'error' });
        return false;
      } finally {
        running.current = undefined;
        setJob(undefined);
        setProgress(undefined);
      }
    },
    [background, dataProvider, format, laidOut, notify, translate, unit],
  );

  const cancel = useCallback(() => running.current?.abort(), []);
  return { job, progress, exportTabs, cancel };
}
