import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { getUser } from '../../../auth/session-store.js';
import { useSessionValue } from '../../../auth/useSessionValue.js';
import { useDebouncedValue } from '../../analysis/useDebouncedValue.js';
import { fetchActionList, type ActionListFilters as ActionQueryFilters } from '../api/action-list-api.js';
import { ListToolbar } from '../shared/ListToolbar.js';
import { PagedListStatus } from '../shared/PagedListStatus.js';
import { usePagedData } from '../shared/usePagedData.js';
import { ActionListFilters, type ActionFilters } from './ActionListFilters.js';
import { ActionListTable } from './ActionListTable.js';
import { ExportButton } from './ExportButton.js';
import { useKeptActionFilters } from './useKeptActionFilters.js';
import { useSelection } from './useSelection.js';

export const actionPath = (idEffect: number, idAction: number) => `/root-cause/generate-analysis?effect=${idEffect}&action=${idAction}`;

const SEARCH_DELAY_MS = 300;

const queryOf = ({ status, timeStatus, mine }: ActionFilters, q: string): ActionQueryFilters => ({
  status: status || undefined,
  time_status: timeStatus || undefined,
  mine: mine || undefined,
  q: q || undefined,
});

/** Every action of the unit, the caller's own first, filtered and paged; a row opens it in its analysis; checked rows (or all) export to CSV. */
export function ActionListView() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const userId = useSessionValue(() => getUser()?.id_usuario);
  const [filters, setFilters] = useKeptActionFilters();
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DELAY_MS);
  const query = queryOf(filters, q);
  const filtered = Object.values(query).some((value) => value !== undefined);
  const filtersKey = JSON.stringify(query);
  const selection = useSelection(filtersKey);
  const actions = usePagedData(query, fetchActionList);
  const selectedIds = [...selection.ids].sort((a, b) => a - b);

  return (
    <Box sx={{ p: 2 }} data-testid="rca-action-list-page">
      <ListToolbar filters={<ActionListFilters value={filters} onChange={setFilters} />}>
        {selectedIds.length > 0 && (
          <>
            <Typography variant="body2" color="text.secondary" data-testid="rca-actions-selected">
              {translate('rcaActionList.selected', { count: selectedIds.length })}
            </Typography>
            <Button size="small" onClick={selection.clear}>
              {translate('rcaActionList.clearSelection')}
            </Button>
          </>
        )}
        <ExportButton filters={query} ids={selectedIds} />
      </ListToolbar>
      <Paper variant="outlined">
        <PagedListStatus
          list={actions}
          testId="rca-actions"
          errorKey="rootCause.messages.actionListError"
          emptyText={translate(filtered ? 'rcaActionList.empty' : 'rcaActionList.emptyUnit')}
        >
          {(answer) => (
            <ActionListTable
              rows={answer.data}
              userId={userId}
              selected={selection.ids}
              onSelect={selection.set}
              onOpen={(row) => void navigate(actionPath(row.id_effect, row.id_action))}
            />
          )}
        </PagedListStatus>
      </Paper>
    </Box>
  );
}
