import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { searchTags } from '../../analysis/tag-search.js';
import { TagOption } from '../../analysis/TagOption.js';
import type { SpcTag } from './exploratory-api.js';

interface TagFieldProps {
  tags: readonly SpcTag[];
  value: number | null;
  onChange: (idTag: number | null) => void;
  loading?: boolean;
  error?: string;
}

/** One of the unit's SPC tags, searched by code or description. */
export function TagField({ tags, value, onChange, loading, error }: TagFieldProps) {
  const translate = useTranslate();
  const chosen = tags.find((tag) => tag.id_tag === value) ?? null;
  return (
    <Autocomplete
      options={tags as SpcTag[]}
      value={chosen}
      onChange={(_, tag) => onChange(tag?.id_tag ?? null)}
      loading={loading}
      filterOptions={(options, { inputValue }) => searchTags(options, inputValue)}
      getOptionLabel={(tag) => tag.code}
      isOptionEqualToValue={(option, other) => option.id_tag === other.id_tag}
      noOptionsText={translate('spcExploratory.filters.noTags')}
      renderOption={({ key, ...props }, tag) => <TagOption key={key} {...props} tag={tag} testId={`spc-tag-option-${tag.code}`} />}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('spcExploratory.filters.tag')}
          placeholder={translate('spcExploratory.filters.tagPlaceholder')}
          error={Boolean(error)}
          helperText={error ?? chosen?.description ?? ' '}
          inputProps={{ ...params.inputProps, 'data-testid': 'spc-tag-input' }}
        />
      )}
      sx={{ minWidth: 240, flex: '1 1 260px' }}
    />
  );
}
