import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { capabilityGrade } from '../shared/capability-grade.js';
import type { CardOverview, CardOverviewState } from './management-types.js';
import { RuleCountChips } from './RuleCountChips.js';

// Below 1 the process makes product outside the specification; from 1.33 it is capable (shared/capability-grade.ts).
const gradeColor = { poor: 'error.main', marginal: 'warning.main', good: 'success.main' } as const;
const cpkColor = (cpk: number | null) => {
  const grade = capabilityGrade(cpk);
  return grade ? gradeColor[grade] : 'text.secondary';
};

const stateColor: Record<CardOverviewState, 'default' | 'success' | 'error'> = { noData: 'default', inControl: 'success', violation: 'error' };

interface OverviewTableProps {
  cards: readonly CardOverview[];
  selected: number | null;
  onSelect: (idCard: number) => void;
}

/** Every card of the unit: latest point and state, violations per rule and open ones in the period, and the period's Cpk. */
export function OverviewTable({ cards, selected, onSelect }: OverviewTableProps) {
  const translate = useTranslate();
  const format = useFormat();
  const column = (name: string) => translate(`spcManagement.overview.columns.${name}`);
  return (
    <TableContainer sx={{ width: 0, minWidth: '100%' }}>
      <Table size="small" data-testid="spc-overview">
        <TableHead>
          <TableRow>
            {['card', 'tag', 'chart', 'latest', 'state', 'violations', 'open', 'cpk'].map((name) => (
              <TableCell key={name} align={name === 'open' || name === 'cpk' ? 'right' : 'left'}>
                {column(name)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.map((card) => {
            const testId = `spc-overview-${card.code}`;
            return (
              <TableRow
                key={card.id_card}
                hover
                selected={card.id_card === selected}
                onClick={() => onSelect(card.id_card)}
                sx={{ cursor: 'pointer' }}
                data-testid={testId}
                aria-selected={card.id_card === selected}
              >
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {card.code}
                  </Typography>
                  {card.description && (
                    <Typography variant="caption" color="text.secondary">
                      {card.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{card.tag_code}</TableCell>
                <TableCell>{translate(`spc.charts.${card.chart}`)}</TableCell>
                <TableCell data-testid={`${testId}-latest`}>
                  {card.latest ? (
                    <>
                      {format.number(card.latest.value, { maxDecimals: 3 })}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {format.instant(card.latest.t, 'dateTime')}
                      </Typography>
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={stateColor[card.state] ?? 'default'}
                    label={translate(`spcManagement.overview.state.${card.state}`, { _: card.state })}
                    data-testid={`${testId}-state`}
                  />
                </TableCell>
                <TableCell>
                  <RuleCountChips violations={card.violations} testId={`${testId}-rules`} />
                </TableCell>
                <TableCell
                  align="right"
                  data-testid={`${testId}-open`}
                  sx={{ color: card.open > 0 ? 'error.main' : undefined, fontWeight: card.open > 0 ? 600 : undefined }}
                >
                  {format.number(card.open)}
                </TableCell>
                <TableCell align="right" data-testid={`${testId}-cpk`} sx={{ color: cpkColor(card.cpk) }}>
                  {card.cpk === null ? '—' : format.number(card.cpk, { decimals: 2 })}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
