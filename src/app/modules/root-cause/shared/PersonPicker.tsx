import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PersonRef } from '../../../../domain/root-cause/model.js';

interface PersonPickerProps {
  label: string;
  /** The unit's people (useUnitPeople). */
  people: readonly PersonRef[];
  value: PersonRef | null;
  onChange: (person: PersonRef | null) => void;
  /** A message key of the server's refusal, shown under the field. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  testId: string;
}

/** One person of the unit, typed to filter by name; the chosen person stays shown even if no longer listed. */
export function PersonPicker({ label, people, value, onChange, error, required, disabled, testId }: PersonPickerProps) {
  const translate = useTranslate();
  const options = value && !people.some((person) => person.id === value.id) ? [value, ...people] : (people as PersonRef[]);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value}
      onChange={(_event, person) => onChange(person)}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      noOptionsText={translate('ra.navigation.no_results')}
      disabled={disabled}
      autoHighlight
      openOnFocus
      data-testid={testId}
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props} data-testid={`${testId}-option-${person.id}`}>
          {person.name}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ? translate(error, { _: error }) : undefined}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': `${testId}-input` } }}
        />
      )}
    />
  );
}
