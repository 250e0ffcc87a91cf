import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { searchTags } from '../../analysis/tag-search.js';
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
      renderOption={({ key, ...props }, tag) => (
        <Box component="li" key={key} {...props} data-testid={`spc-tag-option-${tag.code}`}>
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
            {tag.code}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {tag.description}
          </Typography>
        </Box>
      )}
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
