import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnalysisTag } from './series-types.js';
import { searchTags } from './tag-search.js';
import { TagOption } from './TagOption.js';

/** Most tags one chart shows. */
export const maxTags = 10;

interface TagPickerProps {
  tags: readonly AnalysisTag[];
  value: readonly AnalysisTag[];
  onChange: (tags: AnalysisTag[]) => void;
  /** Reads the unit's tag cache again (tags created since). */
  onOpen?: () => void;
  loading?: boolean;
  colors?: readonly string[];
}

/** Up to ten of the unit's tags, searched by code or description, shown as chips. */
export function TagPicker({ tags, value, onChange, onOpen, loading, colors }: TagPickerProps) {
  const translate = useTranslate();
  const full = value.length >= maxTags;
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={tags as AnalysisTag[]}
      value={value as AnalysisTag[]}
      onChange={(_, next) => onChange(next.slice(0, maxTags))}
      onOpen={onOpen}
      loading={loading}
      filterOptions={(options, { inputValue }) => searchTags(options, inputValue)}
      getOptionLabel={(tag) => tag.code}
      isOptionEqualToValue={(option, chosen) => option.id_tag === chosen.id_tag}
      getOptionDisabled={(tag) => full && !value.some((chosen) => chosen.id_tag === tag.id_tag)}
      noOptionsText={translate('analysis.tags.noOptions')}
      loadingText={translate('analysis.tags.loading')}
      renderOption={({ key, ...props }, tag) => <TagOption key={key} {...props} tag={tag} testId={`tag-option-${tag.code}`} />}
      renderValue={(chosen, getItemProps) =>
        chosen.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const color = colors?.[index];
          const dot = color ? <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color, ml: '6px !important' }} /> : undefined;
          return <Chip key={key} {...itemProps} icon={dot} label={tag.code} title={tag.description ?? undefined} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('analysis.tags.label')}
          placeholder={value.length ? undefined : translate('analysis.tags.placeholder')}
          helperText={full ? translate('analysis.tags.max', { smart_count: maxTags }) : undefined}
        />
      )}
      sx={{ minWidth: 260, flex: '1 1 280px' }}
    />
  );
}
