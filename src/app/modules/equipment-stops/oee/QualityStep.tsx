import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OptionInput, TextInput, type PickOption, type StepProps } from './wizard-fields.js';

/** Which tags count good and bad parts (either is enough: good = total − bad). */
export function QualityStep({ tags, ...props }: StepProps & { tags: readonly PickOption[] }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('oee.wizard.qualityHint')}</Typography>
      <OptionInput field="id_tag_good" options={tags} {...props} />
      <OptionInput field="id_tag_bad" options={tags} {...props} />
      <TextInput field="quality_title" {...props} />
    </Stack>
  );
}
