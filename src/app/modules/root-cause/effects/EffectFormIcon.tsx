import { Stack, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import type { EffectForm } from '../../../../domain/root-cause/model.js';

const icons: Record<EffectForm, SvgIconComponent> = { free: EditNoteIcon, stop: PauseCircleIcon, spc: ShowChartIcon, alert: NotificationsActiveIcon };

/** Where an effect came from: its icon and name (`rootCause.forms`). */
export function EffectFormLabel({ form, testId }: { form: EffectForm; testId?: string }) {
  const translate = useTranslate();
  const Icon = icons[form];
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid={testId} data-form={form}>
      <Icon fontSize="small" color="action" />
      <Typography variant="body2">{translate(`rootCause.forms.${form}`)}</Typography>
    </Stack>
  );
}
