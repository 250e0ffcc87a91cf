import { Autocomplete } from '@mui/material';
import type { PersonRef } from '../../../../domain/root-cause/model.js';
import { usePeopleAutocomplete, withChosen } from './usePeopleAutocomplete.js';

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
  const shared = usePeopleAutocomplete({ label, error, required, testId });
  return (
    <Autocomplete
      {...shared}
      size="small"
      options={withChosen(people, value ? [value] : [])}
      value={value}
      onChange={(_event, person) => onChange(person)}
      disabled={disabled}
      autoHighlight
    />
  );
}
