import { useState } from 'react';
import { Box, Stack, TablePagination, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useCan } from '../../../navigation/useCan.js';
import { oneOf } from '../../analysis/kept-value-checks.js';
import type { TimeRange } from '../../analysis/series-types.js';
import { useSessionState } from '../../analysis/useSessionState.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { QueryStatus } from '../../equipment-stops/stopping-chart/QueryStatus.js';
import { useSelectedUnitId } from '../../logbook/useSelectedUnitId.js';
import { fetchViolations, treatViolation } from './management-api.js';
import type { ViolationRow, ViolationStatus } from './management-types.js';
import { TreatDialog } from './TreatDialog.js';
import { useTreatCatalogues } from './useTreatCatalogues.js';
import { openFirst } from './violation-rows.js';
import { ViolationsTable } from './ViolationsTable.js';

type StatusFilter = ViolationStatus | 'all';
const FILTERS: StatusFilter[] = ['open', 'treated', 'all'];
const isFilter = oneOf(FILTERS);
const PAGE_SIZES = [10, 25, 50];

interface ViolationsPanelProps {
  idCard: number;
  range: TimeRange;
  /** A treatment changed the open counts: the overview asks again. */
  onChanged: () => void;
}

/** A card's violations of the period, open ones first (the filter starts at open and is kept per unit), a page at a time, treated in a dialog. */
export function ViolationsPanel({ idCard, range, onChanged }: ViolationsPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const mayTreat = useCan('statistical-control.management')('update');
  const unitId = useSelectedUnitId();
  const [filter, setFilter] = useSessionState<StatusFilter>(`plataforma.spc-management.violations-filter.${unitId ?? 'none'}`, () => 'open', isFilter);
  const [paging, setPaging] = useState({ page: 0, perPage: PAGE_SIZES[1]!, of: '' });
  const [treating, setTreating] = useState<ViolationRow | null>(null);
  const query = { idCard, status: filter === 'all' ? undefined : filter, range, perPage: paging.perPage };
  const queryKey = JSON.stringify(query);
  // Another card, period, filter or page size starts at the first page.
  const page = paging.of === queryKey ? paging.page : 0;
  const pageKey = `${queryKey}|${page}`;
  const violations = useAsyncData(pageKey, () => fetchViolations({ ...query, page: page + 1 }));
  // Rows treated on this page stay where they were, showing who treated them and when, until the page is read again.
  const [treated, setTreated] = useState<{ of: string; rows: ReadonlyMap<number, ViolationRow> }>({ of: '', rows: new Map() });
  const shownRows = (rows: readonly ViolationRow[]) => openFirst(rows).map((row) => (treated.of === pageKey && treated.rows.get(row.id_violation)) || row);
  const catalogues = useTreatCatalogues();
  const closeAfter = (message: string, type: 'success' | 'warning') => {
    notify(message, { type });
    setTreating(null);
    onChanged();
  };

  return (
    <Box data-testid="spc-violations-panel">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {translate('spcManagement.violations.title')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={filter} onChange={(_event, next: StatusFilter | null) => next && setFilter(next)}>
          {FILTERS.map((value) => (
            <ToggleButton key={value} value={value} data-testid={`violations-filter-${value}`}>
              {translate(`spcManagement.violations.filter.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <QueryStatus
        query={violations}
        testId="spc-violations"
        emptyText={translate('spcManagement.violations.empty')}
        isEmpty={(answer) => answer.data.length === 0}
      >
        {(answer) => (
          <>
            <ViolationsTable rows={shownRows(answer.data)} onTreat={mayTreat ? setTreating : undefined} />
            <TablePagination
              component="div"
              count={answer.total}
              page={page}
              rowsPerPage={paging.perPage}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_event, next) => setPaging({ ...paging, page: next, of: queryKey })}
              onRowsPerPageChange={(event) => setPaging({ page: 0, perPage: Number(event.target.value), of: '' })}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
              data-testid="spc-violations-pagination"
            />
          </>
        )}
      </QueryStatus>
      {treating && (
        <TreatDialog
          violation={treating}
          diagnostics={catalogues.diagnostics}
          actions={catalogues.actions}
          onTreat={treatViolation}
          onTreated={(row) => {
            setTreated((previous) => ({ of: pageKey, rows: new Map(previous.of === pageKey ? previous.rows : []).set(row.id_violation, row) }));
            closeAfter('spcManagement.treat.done', 'success');
          }}
          onStale={() => {
            setTreated({ of: '', rows: new Map() });
            violations.reload();
            closeAfter('spcManagement.treat.stale', 'warning');
          }}
          onClose={() => setTreating(null)}
        />
      )}
    </Box>
  );
}
