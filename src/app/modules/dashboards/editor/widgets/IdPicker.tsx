import type { HTMLAttributes, Key } from 'react';
import { Autocomplete, Box, TextField, Typography, type AutocompleteRenderInputParams } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/** One choice of a picker: a record of the unit by its id, shown by code and description. */
export interface PickerChoice {
  id: number;
  code: string;
  description?: string | null;
}

interface IdPickerProps {
  /** rjsf's widget props: the field's value (an id, or ids when the field is a list), label, errors (rjsf writes them below), onChange. */
  field: WidgetProps;
  choices: readonly PickerChoice[];
  loading: boolean;
  noOptionsText: string;
  loadingText: string;
  helperText?: string;
  onOpen?: () => void;
  testId: string;
}

const matches = (choice: PickerChoice, text: string) => `${choice.code} ${choice.description ?? ''}`.toLowerCase().includes(text.trim().toLowerCase());

/**
 * An options field that names records by id (the naming rule's `id_tag`, `tags`, `id_frame`, `frames`) as a search by
 * code or description: one id, or several as chips when the field is a list. An id the unit no longer has shows as `#id`.
 */
export function IdPicker({ field, choices, loading, noOptionsText, loadingText, helperText, onOpen, testId }: IdPickerProps) {
  const multiple = field.schema.type === 'array';
  const ids: number[] = multiple ? ((field.value as number[] | undefined) ?? []) : typeof field.value === 'number' ? [field.value] : [];
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const chosen = ids.map((id) => byId.get(id) ?? { id, code: `#${id}` });
  const error = (field.rawErrors?.length ?? 0) > 0;
  const common = {
    options: choices as PickerChoice[],
    loading,
    onOpen,
    disabled: field.disabled || field.readonly,
    noOptionsText,
    loadingText,
    filterOptions: (options: PickerChoice[], { inputValue }: { inputValue: string }) => options.filter((choice) => matches(choice, inputValue)).slice(0, 200),
    getOptionLabel: (choice: PickerChoice) => choice.code,
    isOptionEqualToValue: (option: PickerChoice, value: PickerChoice) => option.id === value.id,
    renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, choice: PickerChoice) => (
      <Box component="li" key={key} {...props} data-testid={`${testId}-option-${choice.code}`}>
        <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
          {choice.code}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {choice.description}
        </Typography>
      </Box>
    ),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField {...params} id={field.id} label={field.label} required={field.required} error={error} helperText={helperText} />
    ),
    fullWidth: true,
  };
  return multiple ? (
    <Autocomplete {...common} multiple disableCloseOnSelect value={chosen} onChange={(_, next) => field.onChange(next.map((choice) => choice.id))} />
  ) : (
    <Autocomplete {...common} value={chosen[0] ?? null} onChange={(_, next) => field.onChange(next?.id)} />
  );
}
