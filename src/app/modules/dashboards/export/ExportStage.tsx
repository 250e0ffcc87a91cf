import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Box } from '@mui/material';
import { TabContent } from '../types/TabContent.js';
import type { ExportItem } from './export-selection.js';
import { whenSettled } from './settle.js';

/** The width a tab is laid out at for its page: the large screen size of the grid, as on a desktop. */
export const STAGE_WIDTH = 1280;

/** A tab to lay out for the PDF; `onReady` gets its element once its data has answered and it has settled. */
export interface StageJob {
  id: number;
  item: ExportItem;
  signal: AbortSignal;
  onReady: (element: HTMLElement) => void;
}

/**
 * The tab being exported, drawn off-screen at a fixed width with the page's own content (`TabContent`,
 * which reads the tab's data itself) inside the app's providers; hidden from assistive technology and input.
 */
export function ExportStage({ job }: { job: StageJob }) {
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = stage.current!;
    whenSettled(element, { signal: job.signal }).then(
      () => job.onReady(element),
      () => undefined, // aborted: the export has stopped
    );
  }, [job]);
  return createPortal(
    <Box aria-hidden inert sx={{ position: 'fixed', top: 0, left: -2 * STAGE_WIDTH - 10_000, pointerEvents: 'none' }}>
      <Box ref={stage} data-testid="pdf-export-stage" sx={{ width: STAGE_WIDTH, p: 1, bgcolor: 'background.default', color: 'text.primary' }}>
        <TabContent idVisao={job.item.dashboard.id_visao} tab={job.item.tab} mayEdit={false} />
      </Box>
    </Box>,
    document.body,
  );
}
