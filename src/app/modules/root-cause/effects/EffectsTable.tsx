import { Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EffectView } from '../../../../domain/root-cause/model.js';
import { openOnEnter } from '../shared/openOnEnter.js';
import { EffectStatusChip } from '../shared/StatusChips.js';
import { EffectAgeCell } from './EffectAgeCell.js';
import { EffectFormLabel } from './EffectFormIcon.js';

interface EffectsTableProps {
  rows: readonly EffectView[];
  /** When the ages are counted from (the time of the answer). */
  now: number;
  onOpen: (effect: EffectView) => void;
}

const COLUMNS = ['number', 'description', 'form', 'status', 'responsible', 'age', 'causes', 'actions'] as const;

/** The unit's effects; a row opens its analysis. */
export function EffectsTable({ rows, now, onOpen }: EffectsTableProps) {
  const translate = useTranslate();
  const header = (column: (typeof COLUMNS)[number]) =>
    column === 'responsible' ? translate('rootCause.roles.responsible') : translate(`rcaEffects.columns.${column}`);
  return (
    <TableContainer sx={{ width: 0, minWidth: '100%' }}>
      <Table size="small" data-testid="rca-effects">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'causes' || column === 'actions' ? 'right' : 'left'}>
                {header(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((effect) => {
            const testId = `rca-effect-${effect.id_effect}`;
            const { causes, actions, late_actions: late } = effect.counts;
            return (
              <TableRow
                key={effect.id_effect}
                hover
                tabIndex={0}
                onClick={() => onOpen(effect)}
                onKeyDown={openOnEnter(() => onOpen(effect))}
                sx={{ cursor: 'pointer' }}
                data-testid={testId}
              >
                <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>#{effect.id_effect}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{effect.description}</TableCell>
                <TableCell>
                  <EffectFormLabel form={effect.form} testId={`${testId}-form`} />
                </TableCell>
                <TableCell>
                  <EffectStatusChip status={effect.status} testId={`${testId}-status`} />
                </TableCell>
                <TableCell>{effect.responsible.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <EffectAgeCell createdAt={effect.created_at} now={now} testId={`${testId}-age`} />
                </TableCell>
                <TableCell align="right">{causes}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
                    <Typography variant="body2">{actions}</Typography>
                    {late > 0 && (
                      <Tooltip title={translate('rcaEffects.lateActionsHint')}>
                        <Chip size="small" color="error" label={translate('rcaEffects.lateActions', { count: late })} data-testid={`${testId}-late`} />
                      </Tooltip>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
