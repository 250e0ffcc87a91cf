import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OeeDraft } from './oee-draft.js';
import { NumberInput, OptionInput, TextInput, type PickOption, type StepProps } from './wizard-fields.js';

const modes: OeeDraft['performance_mode'][] = ['cycleTime', 'partsPerCycle'];

/** How fast the line should run: an ideal time per part, or per machine cycle making several parts; and the tag counting parts. */
export function PerformanceStep({ tags, ...props }: StepProps & { tags: readonly PickOption[] }) {
  const translate = useTranslate();
  const { draft, onChange } = props;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('oee.wizard.performanceHint')}</Typography>
      <RadioGroup
        value={draft.performance_mode}
        onChange={(event) => onChange({ performance_mode: event.target.value as OeeDraft['performance_mode'] })}
        aria-label={translate('resources.oee-settings.fields.performance_mode')}
      >
        {modes.map((mode) => (
          <FormControlLabel key={mode} value={mode} control={<Radio />} label={translate(`resources.oee-settings.enums.performance_mode.${mode}`)} />
        ))}
      </RadioGroup>
      <NumberInput
        field="ideal_cycle_time_sec"
        hint={translate(draft.performance_mode === 'partsPerCycle' ? 'oee.wizard.cycleTimePerCycle' : 'oee.wizard.cycleTimePerPart')}
        {...props}
      />
      {draft.performance_mode === 'partsPerCycle' && <NumberInput field="parts_per_cycle" {...props} />}
      <OptionInput field="id_tag_total" options={tags} required {...props} />
      <TextInput field="performance_title" {...props} />
    </Stack>
  );
}
