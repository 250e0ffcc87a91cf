import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { parseDecimal } from '../../data-entry/shared/parse-decimal.js';
import type { DraftErrors, DraftField, OeeDraft } from './oee-draft.js';

/** A frame or tag the user may pick. */
export interface PickOption {
  id: number;
  label: string;
}

/** What every input of a wizard step shares: the draft, its problems and how to change it. */
export interface StepProps {
  draft: OeeDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<OeeDraft>) => void;
}

type TitleField = 'title' | 'availability_title' | 'performance_title' | 'quality_title';

const labelOf = (field: DraftField) => `resources.oee-settings.fields.${field}`;

function useProblem(errors: DraftErrors, field: DraftField): string | undefined {
  const translate = useTranslate();
  const problem = errors[field];
  return problem && translate(problem.key, problem.args);
}

export function TextInput({ field, draft, errors, onChange, required }: StepProps & { field: TitleField; required?: boolean }) {
  const translate = useTranslate();
  const problem = useProblem(errors, field);
  return (
    <TextField
      label={translate(labelOf(field))}
      value={draft[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      required={required}
      error={!!problem}
      helperText={problem}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `oee-${field}` } }}
    />
  );
}

export function NumberInput({ field, draft, errors, onChange, hint }: StepProps & { field: 'ideal_cycle_time_sec' | 'parts_per_cycle'; hint?: string }) {
  const translate = useTranslate();
  const { number } = useFormat();
  const [text, setText] = useState(() => number(draft[field], { grouping: false }));
  const unreadable = text.trim() !== '' && parseDecimal(text) === undefined;
  const problem = useProblem(errors, field);
  const shown = unreadable ? translate('ra.validation.number') : problem;
  return (
    <TextField
      label={translate(labelOf(field))}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange({ [field]: parseDecimal(event.target.value) ?? null });
      }}
      required
      error={!!shown}
      helperText={shown ?? hint}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `oee-${field}` } }}
    />
  );
}

export function OptionInput({
  field,
  draft,
  errors,
  onChange,
  options,
  required,
}: StepProps & { field: 'id_frame' | 'id_tag_total' | 'id_tag_good' | 'id_tag_bad'; options: readonly PickOption[]; required?: boolean }) {
  const translate = useTranslate();
  const problem = useProblem(errors, field);
  const value = options.find((option) => option.id === draft[field]) ?? null;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, option) => onChange({ [field]: option?.id ?? null })}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(labelOf(field))}
          required={required}
          error={!!problem}
          helperText={problem}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': `oee-${field}` } }}
        />
      )}
      fullWidth
    />
  );
}
