import { Fragment } from 'react';
import { Checkbox, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../../../../domain/format/index.js';
import type { ActionListRow } from '../../../../domain/root-cause/model.js';
import { useFormat } from '../../../format/useFormat.js';
import { openOnEnter } from '../shared/openOnEnter.js';
import { ActionStatusChip, ApprovalChip, TimeStatusChip, VerificationChip } from '../shared/StatusChips.js';
import { groupActionRows } from './action-list-groups.js';

const COLUMNS = ['title', 'effect', 'cause', 'responsible', 'deadline', 'status', 'timeStatus', 'approval', 'verification'] as const;

interface ActionListTableProps {
  rows: readonly ActionListRow[];
  /** The session's user: their own actions are labelled. */
  userId: number | undefined;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
  onOpen: (row: ActionListRow) => void;
}

/** The actions of a page in the server's order, the caller's own under "My actions"; late ones in red; rows checked for export. */
export function ActionListTable({ rows, userId, selected, onSelect, onOpen }: ActionListTableProps) {
  const translate = useTranslate();
  const { locale } = useFormat();
  const ids = rows.map((row) => row.id_action);
  const checkedHere = ids.filter((id) => selected.has(id)).length;
  const header = (column: (typeof COLUMNS)[number]) =>
    column === 'responsible' ? translate('rootCause.roles.responsible') : translate(`rcaActionList.columns.${column}`);
  return (
    <TableContainer sx={{ width: 0, minWidth: '100%' }}>
      <Table size="small" data-testid="rca-actions">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={ids.length > 0 && checkedHere === ids.length}
                indeterminate={checkedHere > 0 && checkedHere < ids.length}
                onChange={(event) => onSelect(ids, event.target.checked)}
                slotProps={{ input: { 'aria-label': translate('rcaActionList.selectAll'), 'data-testid': 'rca-actions-select-all' } as object }}
              />
            </TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{header(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groupActionRows(rows, userId).map(({ row, startsGroup }) => {
            const testId = `rca-action-${row.id_action}`;
            const late = row.time_status === 'late';
            return (
              <Fragment key={row.id_action}>
                {startsGroup && (
                  <TableRow data-testid={`rca-actions-group-${startsGroup}`}>
                    <TableCell colSpan={COLUMNS.length + 1} sx={{ bgcolor: 'action.hover', py: 0.5 }}>
                      <Typography variant="overline">{translate(`rcaActionList.groups.${startsGroup}`)}</Typography>
                    </TableCell>
                  </TableRow>
                )}
                <TableRow
                  hover
                  tabIndex={0}
                  onClick={() => onOpen(row)}
                  onKeyDown={openOnEnter(() => onOpen(row))}
                  sx={{ cursor: 'pointer' }}
                  data-testid={testId}
                  data-late={late || undefined}
                >
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      size="small"
                      checked={selected.has(row.id_action)}
                      onChange={(event) => onSelect([row.id_action], event.target.checked)}
                      slotProps={{ input: { 'aria-label': translate('rcaActionList.select'), 'data-testid': `${testId}-select` } as object }}
                    />
                  </TableCell>
                  <TableCell sx={{ fontWeight: 600, maxWidth: 260, overflowWrap: 'anywhere' }}>{row.title}</TableCell>
                  <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
                      #{row.id_effect}
                    </Typography>
                    {row.effect_description}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                    <Typography variant="body2">{row.cause_description}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate(`rootCause.origins.${row.origin}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.responsible.name}</TableCell>
                  <TableCell
                    sx={{ whiteSpace: 'nowrap', color: late ? 'error.main' : undefined, fontWeight: late ? 600 : undefined }}
                    data-testid={`${testId}-deadline`}
                  >
                    {formatCalendarDate(locale, row.deadline)}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      <ActionStatusChip status={row.status} testId={`${testId}-status`} />
                      {row.suspended && (
                        <Tooltip title={translate('rootCause.suspended')}>
                          <PauseCircleOutlineIcon
                            fontSize="small"
                            color="warning"
                            aria-label={translate('rootCause.suspended')}
                            data-testid={`${testId}-suspended`}
                          />
                        </Tooltip>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <TimeStatusChip status={row.time_status} testId={`${testId}-time`} />
                  </TableCell>
                  <TableCell>
                    <ApprovalChip status={row.approval} testId={`${testId}-approval`} />
                  </TableCell>
                  <TableCell>
                    <VerificationChip status={row.verification.status} testId={`${testId}-verification`} />
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
