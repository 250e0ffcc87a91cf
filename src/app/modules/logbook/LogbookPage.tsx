import { Box } from '@mui/material';
import { DataEntryPage } from '../data-entry/shared/DataEntryPage.js';
import { LogbookPanel } from './LogbookPanel.js';
import { useSelectedUnitId } from './useSelectedUnitId.js';

/** `/data-entry/logbook`: the same panel as the header's, on a page; the list scrolls inside it. */
export default function LogbookPage() {
  const unitId = useSelectedUnitId();
  return (
    <DataEntryPage titleKey="logbook.title">
      <Box sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'auto', md: 'calc(100vh - 150px)' }, minHeight: 520, maxWidth: 960 }}>
        <LogbookPanel key={unitId ?? 'none'} unitId={unitId} />
      </Box>
    </DataEntryPage>
  );
}
