import { Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { effectAge } from './effect-age.js';

/** "3 d" since the effect was opened, with the opening's date and time (unit's clock, user's language) on hover. */
export function EffectAgeCell({ createdAt, now, testId }: { createdAt: string; now: number; testId?: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const age = effectAge(createdAt, now);
  const when = format.instant(createdAt, 'dateTime');
  return (
    <Tooltip title={translate('rcaEffects.openedAt', { time: when })}>
      <Typography variant="body2" component="span" data-testid={testId} aria-label={when}>
        {age ? translate(`rcaEffects.age.${age.unit}`, { count: age.count }) : '—'}
      </Typography>
    </Tooltip>
  );
}
