import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { rankCauses } from '../../../../domain/root-cause/gut.js';
import { GUT_MAX, type CauseView } from '../../../../domain/root-cause/model.js';
import { useFormat } from '../../../format/useFormat.js';

const MAX_PRIORITY = GUT_MAX ** 3;

interface GutRankingProps {
  causes: readonly CauseView[];
  selectedCauseId: number | null;
  onSelect: (idCause: number) => void;
}

/** The active causes ranked by GUT priority (G × U × T), highest first, with a bar of the priority out of 125. */
export function GutRanking({ causes, selectedCauseId, onSelect }: GutRankingProps) {
  const translate = useTranslate();
  const format = useFormat();
  const ranked = useMemo(() => rankCauses(causes.filter((cause) => cause.status === 'active')), [causes]);
  if (ranked.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="gut-empty">
        {translate('rcaAnalysis.gut.empty')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" data-testid="gut-ranking">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{translate('rcaAnalysis.gut.cause')}</TableCell>
            <TableCell>{translate('rcaAnalysis.gut.origin')}</TableCell>
            <TableCell align="right" title={translate('rootCause.gut.gravity')}>
              G
            </TableCell>
            <TableCell align="right" title={translate('rootCause.gut.urgency')}>
              U
            </TableCell>
            <TableCell align="right" title={translate('rootCause.gut.tendency')}>
              T
            </TableCell>
            <TableCell sx={{ minWidth: 160 }}>{translate('rootCause.gut.priority')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ranked.map((cause, index) => (
            <TableRow
              key={cause.id_cause}
              hover
              selected={cause.id_cause === selectedCauseId}
              onClick={() => onSelect(cause.id_cause)}
              sx={{ cursor: 'pointer' }}
              data-testid={`gut-row-${cause.id_cause}`}
            >
              <TableCell>{format.number(index + 1)}</TableCell>
              <TableCell>{cause.description}</TableCell>
              <TableCell>{translate(`rootCause.origins.${cause.origin}`)}</TableCell>
              <TableCell align="right">{format.number(cause.gravity)}</TableCell>
              <TableCell align="right">{format.number(cause.urgency)}</TableCell>
              <TableCell align="right">{format.number(cause.tendency)}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={(cause.priority / MAX_PRIORITY) * 100}
                    sx={{ flex: 1, height: 8, borderRadius: 4 }}
                    aria-label={translate('rootCause.gut.priority')}
                  />
                  <Typography variant="body2" sx={{ minWidth: 28, textAlign: 'right' }} data-testid={`gut-priority-${cause.id_cause}`}>
                    {format.number(cause.priority)}
                  </Typography>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
