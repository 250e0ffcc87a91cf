import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OptionInput, TextInput, type PickOption, type StepProps } from './wizard-fields.js';

/** The setting's title and the frame whose stops give the availability. */
export function AvailabilityStep({ frames, ...props }: StepProps & { frames: readonly PickOption[] }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('oee.wizard.availabilityHint')}</Typography>
      <TextInput field="title" required {...props} />
      <OptionInput field="id_frame" options={frames} required {...props} />
      <TextInput field="availability_title" {...props} />
      <FormControlLabel
        control={<Switch checked={props.draft.active} onChange={(event) => props.onChange({ active: event.target.checked })} />}
        label={translate('resources.oee-settings.fields.active')}
      />
    </Stack>
  );
}
