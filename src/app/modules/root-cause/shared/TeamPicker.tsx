import { Autocomplete, Chip, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PersonRef } from '../../../../domain/root-cause/model.js';

interface TeamPickerProps {
  label: string;
  people: readonly PersonRef[];
  value: readonly PersonRef[];
  onChange: (team: PersonRef[]) => void;
  error?: string;
  disabled?: boolean;
  testId: string;
}

/** Several people of the unit (an effect's team). */
export function TeamPicker({ label, people, value, onChange, error, disabled, testId }: TeamPickerProps) {
  const translate = useTranslate();
  const missing = value.filter((member) => !people.some((person) => person.id === member.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={[...missing, ...people]}
      value={[...value]}
      onChange={(_event, team) => onChange(team)}
      getOptionLabel={(person) => person.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      noOptionsText={translate('ra.navigation.no_results')}
      disabled={disabled}
      disableCloseOnSelect
      openOnFocus
      data-testid={testId}
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props} data-testid={`${testId}-option-${person.id}`}>
          {person.name}
        </li>
      )}
      renderValue={(team, getItemProps) =>
        team.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={person.name} {...itemProps} data-testid={`${testId}-member-${person.id}`} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ? translate(error, { _: error }) : undefined}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': `${testId}-input` } }}
        />
      )}
    />
  );
}
