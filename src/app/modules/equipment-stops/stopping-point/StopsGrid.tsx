import { useEffect } from 'react';
import { Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCROLL_SIDEWAYS } from './scroll-sideways.js';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { MotiveOption } from './allowed-motives.js';
import { lockReason, rowActions, type PageRights, type RowAction } from './row-rules.js';
import { StopRow } from './StopRow.js';
import { StopsPagination } from '../shared/StopsPagination.js';
import type { StopSelection } from '../shared/useStopSelection.js';
import { useStopPages } from '../shared/useStopPages.js';

const COLUMNS = ['start', 'duration', 'motive', 'end', 'status', 'consistency', 'comment', 'actions'] as const;

interface StopsGridProps {
  stops: readonly StopView[];
  motives: readonly MotiveOption[];
  rights: PageRights;
  selection: StopSelection;
  selectedId: number | null;
  onSelect: (stop: StopView) => void;
  onMotive: (stop: StopView, idMotive: number | null) => void;
  onAction: (stop: StopView, action: RowAction) => void;
}

/** The stops, newest first, a page at a time; a stop chosen on the timeline brings its page and row into view. */
export function StopsGrid({ stops, motives, rights, selection, selectedId, onSelect, onMotive, onAction }: StopsGridProps) {
  const translate = useTranslate();
  const { pageRows, ...pages } = useStopPages(stops);
  const { pageSize, setPage } = pages;

  useEffect(() => {
    if (selectedId === null) return;
    const index = stops.findIndex((stop) => stop.id_stop === selectedId);
    if (index < 0) return;
    setPage(Math.floor(index / pageSize));
    // After the page is drawn.
    requestAnimationFrame(() => document.querySelector(`[data-testid="stop-row-${selectedId}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new selection moves the page, not a reload of the rows.
  }, [selectedId]);

  // Classifying with the keyboard: type, Enter, and the next editable stop of the page opens its list.
  const focusNext = (stop: StopView) => {
    const next = pageRows.slice(pageRows.indexOf(stop) + 1).find((row) => lockReason(row, rights) === null);
    if (next) document.querySelector<HTMLInputElement>(`[data-testid="stop-motive-${next.id_stop}"] input`)?.focus();
  };

  return (
    <>
      <TableContainer sx={SCROLL_SIDEWAYS}>
        <Table size="small" data-testid="stops-grid">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={selection.allChosen}
                  indeterminate={!selection.allChosen && selection.chosen.length > 0}
                  onChange={selection.toggleAll}
                  slotProps={{ input: { 'aria-label': translate('stoppingPoint.bulk.selectAll'), 'data-testid': 'stops-choose-all' } as object }}
                />
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {column === 'actions' ? '' : translate(`stoppingPoint.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((stop) => (
              <StopRow
                key={stop.id_stop}
                stop={stop}
                selected={stop.id_stop === selectedId}
                chosen={selection.isChosen(stop.id_stop)}
                onChoose={selection.toggle}
                motives={motives}
                locked={lockReason(stop, rights)}
                actions={rowActions(stop, rights)}
                onMotive={onMotive}
                onAction={onAction}
                onSelect={onSelect}
                onKeyboardPick={focusNext}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <StopsPagination pages={pages} testId="stops-grid" />
    </>
  );
}
