import { Autocomplete, Chip } from '@mui/material';
import type { PersonRef } from '../../../../domain/root-cause/model.js';
import { usePeopleAutocomplete, withChosen } from './usePeopleAutocomplete.js';

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
  const shared = usePeopleAutocomplete({ label, error, testId });
  return (
    <Autocomplete
      {...shared}
      multiple
      size="small"
      options={withChosen(people, value)}
      value={[...value]}
      onChange={(_event, team) => onChange(team)}
      disabled={disabled}
      disableCloseOnSelect
      renderValue={(team, getItemProps) =>
        team.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={person.name} {...itemProps} data-testid={`${testId}-member-${person.id}`} />;
        })
      }
    />
  );
}
