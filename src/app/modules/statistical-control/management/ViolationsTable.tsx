import { Fragment, useState } from 'react';
import { Button, Chip, Collapse, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { newAnalysisPath } from '../../rca-links/analysis-paths.js';
import { AnalysisChip } from '../../rca-links/AnalysisChip.js';
import { useMayAnalyse } from '../../rca-links/useMayAnalyse.js';
import type { ViolationRow } from './management-types.js';
import { ViolationHistory } from './ViolationHistory.js';

const COLUMNS = ['point', 'rule', 'value', 'status', 'diagnostic', 'correctiveAction', 'comment', 'treated'] as const;

interface ViolationsTableProps {
  rows: readonly ViolationRow[];
  /** Absent: the user may not treat violations (no update on the management page). */
  onTreat?: (row: ViolationRow) => void;
}

/** A card's violations with their treatment and root-cause analysis; each row opens its history below it. */
export function ViolationsTable({ rows, onTreat }: ViolationsTableProps) {
  const translate = useTranslate();
  const format = useFormat();
  const mayAnalyse = useMayAnalyse();
  const [expanded, setExpanded] = useState<number | null>(null);
  const span = COLUMNS.length + 1 + (mayAnalyse ? 1 : 0) + (onTreat ? 1 : 0);
  return (
    <TableContainer sx={{ width: 0, minWidth: '100%' }}>
      <Table size="small" data-testid="spc-violations">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'value' ? 'right' : 'left'}>
                {translate(`spcManagement.violations.columns.${column}`)}
              </TableCell>
            ))}
            {mayAnalyse && <TableCell>{translate('rcaLinks.column')}</TableCell>}
            {onTreat && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const open = expanded === row.id_violation;
            const testId = `spc-violation-${row.id_violation}`;
            return (
              <Fragment key={row.id_violation}>
                <TableRow data-testid={testId} sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
                  <TableCell padding="checkbox">
                    <Tooltip title={translate(`spcManagement.violations.${open ? 'hideHistory' : 'showHistory'}`)}>
                      <IconButton size="small" onClick={() => setExpanded(open ? null : row.id_violation)} data-testid={`${testId}-history`}>
                        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                  <TableCell>{format.instant(row.point_at, 'dateTimeSeconds')}</TableCell>
                  <TableCell>
                    <Tooltip title={translate(`spc.rules.name.${row.rule}`)}>
                      <Chip size="small" variant="outlined" label={translate(`spc.rules.short.${row.rule}`)} />
                    </Tooltip>
                  </TableCell>
                  <TableCell align="right">{format.number(row.value, { maxDecimals: 4 })}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={row.status === 'open' ? 'error' : 'success'}
                      label={translate(`spcManagement.violations.status.${row.status}`)}
                      data-testid={`${testId}-status`}
                    />
                  </TableCell>
                  <TableCell>{row.diagnostic ?? '—'}</TableCell>
                  <TableCell>{row.corrective_action ?? '—'}</TableCell>
                  <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{row.comment ?? ''}</TableCell>
                  <TableCell data-testid={`${testId}-treated`}>
                    {row.treated_at
                      ? translate('spcManagement.violations.treatedBy', { user: row.treated_by ?? '—', time: format.instant(row.treated_at, 'dateTime') })
                      : '—'}
                  </TableCell>
                  {mayAnalyse && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {row.analysis ? (
                        <AnalysisChip analysis={row.analysis} testId={`${testId}-analysis`} />
                      ) : (
                        <Button size="small" component={Link} to={newAnalysisPath('spc', row.id_violation)} data-testid={`${testId}-analyse`}>
                          {translate('rcaLinks.analyse')}
                        </Button>
                      )}
                    </TableCell>
                  )}
                  {onTreat && (
                    <TableCell align="right">
                      <Button size="small" variant={row.status === 'open' ? 'contained' : 'text'} onClick={() => onTreat(row)} data-testid={`${testId}-treat`}>
                        {translate('spcManagement.violations.treat')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
                <TableRow>
                  <TableCell colSpan={span} sx={{ py: 0 }}>
                    <Collapse in={open} unmountOnExit>
                      <div style={{ padding: '8px 0' }}>
                        <ViolationHistory idViolation={row.id_violation} />
                      </div>
                    </Collapse>
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
