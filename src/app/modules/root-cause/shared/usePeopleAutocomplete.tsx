import type { HTMLAttributes, Key } from 'react';
import { TextField, type AutocompleteRenderInputParams } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PersonRef } from '../../../../domain/root-cause/model.js';

interface PeopleFieldOptions {
  label: string;
  /** A message key of the server's refusal, shown under the field. */
  error?: string;
  required?: boolean;
  testId: string;
}

/** The unit's people as options, the chosen ones first when no longer listed (they stay shown). */
export function withChosen(people: readonly PersonRef[], chosen: readonly PersonRef[]): PersonRef[] {
  const missing = chosen.filter((member) => !people.some((person) => person.id === member.id));
  return missing.length > 0 ? [...missing, ...people] : (people as PersonRef[]);
}

/** What the person and team pickers share: people named and matched by id, their test ids, the refusal under the field. */
export function usePeopleAutocomplete({ label, error, required, testId }: PeopleFieldOptions) {
  const translate = useTranslate();
  return {
    getOptionLabel: (person: PersonRef) => person.name,
    isOptionEqualToValue: (option: PersonRef, picked: PersonRef) => option.id === picked.id,
    noOptionsText: translate('ra.navigation.no_results'),
    openOnFocus: true,
    'data-testid': testId,
    renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, person: PersonRef) => (
      <li key={key} {...props} data-testid={`${testId}-option-${person.id}`}>
        {person.name}
      </li>
    ),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={label}
        required={required}
        error={Boolean(error)}
        helperText={error ? translate(error, { _: error }) : undefined}
        slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': `${testId}-input` } }}
      />
    ),
  };
}
