import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import type { RecordOf } from '../../../data/typed-data-provider.js';
import type { ExportItem } from './export-selection.js';
import { ExportStage } from './ExportStage.js';
import { PdfExportDialog } from './PdfExportDialog.js';
import { useExportChoices } from './useExportChoices.js';
import { usePdfExport } from './usePdfExport.js';

export interface PdfExportButtonProps {
  idVisao: number;
  title: string;
  tabs: readonly RecordOf<'dashboard-tabs'>[];
}

/** The toolbar's PDF export: a dialog to choose tabs (this dashboard's ticked), then one page per tab, saved as `<dashboard>-<date>.pdf`. */
export function PdfExportButton({ idVisao, title, tabs }: PdfExportButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const choices = useExportChoices(idVisao, title, tabs, open);
  const { job, progress, exportTabs, cancel } = usePdfExport();
  if (tabs.length === 0) return null;
  const label = translate('dashboards.pdf.button');
  const run = async (items: ExportItem[]) => {
    if (await exportTabs(items, title)) setOpen(false);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setOpen(true)} data-testid="dashboard-pdf-export">
          <PictureAsPdfIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <PdfExportDialog
          dashboards={choices.dashboards}
          loading={choices.loading}
          initial={tabs.map((tab) => tab.id_tab!)}
          progress={progress}
          onExport={(items) => void run(items)}
          onCancelExport={cancel}
          onClose={() => setOpen(false)}
        />
      )}
      {job && <ExportStage key={job.id} job={job} />}
    </>
  );
}
