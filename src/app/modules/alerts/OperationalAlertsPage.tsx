import { useEffect, useMemo, useRef, useState } from 'react';
import { Card, CardContent, LinearProgress, Stack, TablePagination, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ErrorNotice } from '../../errors/ErrorNotice.js';
import { unitTimeZone } from '../data-entry/shared/unit-time.js';
import { usePeriod } from '../../unit-data/usePeriod.js';
import type { ReadFilter } from './alert-records.js';
import { recentDays, utcRangeOf, type DayRange } from './alert-period.js';
import { AlertDetailDialog } from './AlertDetailDialog.js';
import { AlertMovementFilters } from './AlertMovementFilters.js';
import { AlertMovementsTable } from './AlertMovementsTable.js';
import { MOVEMENTS_PER_PAGE_CHOICES, type MovementFilters } from './movements-query.js';
import { useAlertFeed } from './useAlertFeed.js';
import { useAlertGroups, useAlertMovements } from './useAlertMovements.js';

/** A new alert, or one read in the pop-up or the bell, changes the page's rows: read them again. */
function useReloadOnFeedChange(reload: () => void): void {
  const { unread } = useAlertFeed();
  const seen = useRef(unread);
  useEffect(() => {
    if (seen.current === unread) return;
    seen.current = unread;
    reload();
  }, [unread, reload]);
}

/** `/operational-alerts`: the unit's alerts by period, group and reading state, paginated by the server. */
export default function OperationalAlertsPage() {
  const translate = useTranslate();
  const timeZone = unitTimeZone(usePeriod());
  const [days, setDays] = useState<DayRange>(() => recentDays(Date.now(), timeZone));
  const [groupId, setGroupId] = useState<number>();
  const [read, setRead] = useState<ReadFilter>('all');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(MOVEMENTS_PER_PAGE_CHOICES[0]);
  const [openId, setOpenId] = useState<number>();
  const groups = useAlertGroups();

  const range = utcRangeOf(days, timeZone);
  const from = range?.from;
  const to = range?.to;
  const filters = useMemo<MovementFilters | undefined>(
    () => (from !== undefined && to !== undefined ? { from, to, groupId, read } : undefined),
    [from, to, groupId, read],
  );
  const movements = useAlertMovements(filters, page, perPage);
  const rows = movements.data?.rows ?? [];
  useReloadOnFeedChange(movements.reload);
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('alerts.list.title')} />
      <CardContent>
        <Stack spacing={2}>
          <AlertMovementFilters
            days={days}
            groupId={groupId}
            read={read}
            groups={groups}
            invalidPeriod={range === undefined}
            onDays={firstPage(setDays)}
            onGroup={firstPage(setGroupId)}
            onRead={firstPage(setRead)}
          />
          {movements.loading && <LinearProgress />}
          {movements.error !== undefined && <ErrorNotice message="global.error.messages.loadDataError" onRetry={movements.reload} />}
          {movements.data && rows.length === 0 && <Typography color="text.secondary">{translate('alerts.list.empty')}</Typography>}
          {rows.length > 0 && <AlertMovementsTable rows={rows} onOpen={(row) => setOpenId(row.id_movalerta)} />}
          {movements.data && movements.data.total > 0 && (
            <TablePagination
              component="div"
              count={movements.data.total}
              page={page}
              rowsPerPage={perPage}
              rowsPerPageOptions={[...MOVEMENTS_PER_PAGE_CHOICES]}
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => firstPage(setPerPage)(Number(event.target.value))}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            />
          )}
        </Stack>
      </CardContent>
      <AlertDetailDialog items={rows} currentId={openId} onNavigate={setOpenId} onClose={() => setOpenId(undefined)} />
    </Card>
  );
}
