import { Box, Button, LinearProgress, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { EffectView } from '../../../../domain/root-cause/model.js';
import { ApiError } from '../../../api/api-error.js';
import { ErrorNotice } from '../../../errors/ErrorNotice.js';
import { useFormat } from '../../../format/useFormat.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { fetchEffects } from '../api/analysis-api.js';
import { EffectStatusChip } from '../shared/StatusChips.js';

const EFFECTS_PAGE = '/root-cause/effects-page';

/** The unit's effects still being worked on (open and in analysis), newest first. */
async function fetchWorkedEffects(): Promise<EffectView[]> {
  const [open, inAnalysis] = await Promise.all([
    fetchEffects({ status: 'open', page: 1, perPage: 100 }),
    fetchEffects({ status: 'in-analysis', page: 1, perPage: 100 }),
  ]);
  return [...open.data, ...inAnalysis.data].sort((a, b) => b.id_effect - a.id_effect);
}

/** The page without an effect: pick one of the unit's open effects, or go to the effects page to open one. */
export function EffectPicker({ onPick }: { onPick: (idEffect: number) => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const effects = useAsyncData('rca-open-effects', fetchWorkedEffects);
  if (effects.error)
    return <ErrorNotice message={effects.error instanceof ApiError ? effects.error.messageKey : 'rootCause.messages.effectsError'} onRetry={effects.reload} />;
  if (!effects.data) return <LinearProgress />;
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 800 }} data-testid="effect-picker">
      <Typography variant="h6" component="h2">
        {translate('rcaAnalysis.picker.title')}
      </Typography>
      {effects.data.length === 0 ? (
        <Typography variant="body2" sx={{ my: 1 }} data-testid="effect-picker-empty">
          {translate('rcaAnalysis.picker.empty')} {translate('rcaAnalysis.picker.hint')}
        </Typography>
      ) : (
        <List dense>
          {effects.data.map((effect) => (
            <ListItemButton key={effect.id_effect} onClick={() => onPick(effect.id_effect)} data-testid={`effect-pick-${effect.id_effect}`}>
              <ListItemText
                primary={`#${effect.id_effect} · ${effect.description}`}
                secondary={`${translate(`rootCause.forms.${effect.form}`)} · ${format.instant(effect.occurred_at)} · ${effect.responsible.name}`}
              />
              <EffectStatusChip status={effect.status} />
            </ListItemButton>
          ))}
        </List>
      )}
      <Box sx={{ mt: 1 }}>
        <Button component={Link} to={EFFECTS_PAGE} size="small" data-testid="effect-picker-link">
          {translate('rcaAnalysis.picker.effectsLink')}
        </Button>
      </Box>
    </Paper>
  );
}
