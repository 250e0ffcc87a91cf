import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useTranslate } from 'react-admin';
import { tagLabel, type EntryTag } from '../shared/entry-tag.js';

const filterOptions = createFilterOptions<EntryTag>({ stringify: (tag) => `${tag.code} ${tag.description}`, limit: 200 });

/** Search over the unit's manual and laboratory tags, by code or description. */
export function ManualTagPicker({
  tags,
  value,
  onChange,
  error,
}: {
  tags: readonly EntryTag[];
  value: EntryTag | null;
  onChange: (tag: EntryTag | null) => void;
  error?: string;
}) {
  const translate = useTranslate();
  return (
    <Autocomplete
      options={tags as EntryTag[]}
      value={value}
      onChange={(_event, tag) => onChange(tag)}
      getOptionLabel={tagLabel}
      isOptionEqualToValue={(option, chosen) => option.id_tag === chosen.id_tag}
      filterOptions={filterOptions}
      noOptionsText={translate('dataEntry.input.noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('dataEntry.common.tag')}
          placeholder={translate('dataEntry.input.searchTag')}
          error={error !== undefined}
          helperText={error}
          inputProps={{ ...params.inputProps, 'data-testid': 'input-tag' }}
        />
      )}
    />
  );
}
