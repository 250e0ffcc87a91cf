import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExportProgressView } from './ExportProgressView.js';
import { selectedItems, selectionRefusal, type ExportDashboard, type ExportItem } from './export-selection.js';
import { TabChoiceList } from './TabChoiceList.js';
import type { ExportProgress } from './usePdfExport.js';

export interface PdfExportDialogProps {
  dashboards: readonly ExportDashboard[];
  /** The other dashboards are still being read. */
  loading: boolean;
  /** The tabs ticked when the dialog opens. */
  initial: readonly number[];
  /** Set while the PDF is being made. */
  progress: ExportProgress | undefined;
  onExport: (items: ExportItem[]) => void;
  onCancelExport: () => void;
  onClose: () => void;
}

/** Choose the tabs (one page each; all of one dashboard type), then watch the export's progress, which may be cancelled. */
export function PdfExportDialog({ dashboards, loading, initial, progress, onExport, onCancelExport, onClose }: PdfExportDialogProps) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(initial));
  const items = selectedItems(dashboards, chosen);
  const refusal = selectionRefusal(items);
  const toggle = (idTab: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(idTab)) next.add(idTab);
      return next;
    });
  return (
    <Dialog open onClose={progress ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="pdf-export-title">
      <DialogTitle id="pdf-export-title">{translate('dashboards.pdf.title')}</DialogTitle>
      <DialogContent>
        {progress ? (
          <ExportProgressView progress={progress} />
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{translate('dashboards.pdf.choose')}</DialogContentText>
            <TabChoiceList dashboards={dashboards} chosen={chosen} onToggle={toggle} />
            {loading && <LinearProgress sx={{ mt: 2 }} aria-label={translate('dashboards.pdf.loadingOthers')} />}
            {refusal && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {translate(refusal)}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {progress ? (
          <Button onClick={onCancelExport}>{translate('dashboards.pdf.cancel')}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('dashboards.pdf.close')}</Button>
            <Button variant="contained" disabled={items.length === 0 || refusal !== undefined} onClick={() => onExport(items)}>
              {translate('dashboards.pdf.export')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
