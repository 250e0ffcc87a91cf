import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UnitTag } from '../../../../unit-data/unit-tag.js';

const matches = (tag: UnitTag, text: string) => `${tag.code} ${tag.description ?? ''}`.toLowerCase().includes(text.trim().toLowerCase());

/** Adds a point for a tag of the unit (the browser's tag cache, as the widget editor's picker), searched by code or description. */
export function HmiTagAdder({
  tags,
  loading,
  onOpen,
  disabled,
  onAdd,
}: {
  tags: readonly UnitTag[];
  loading: boolean;
  onOpen: () => void;
  disabled: boolean;
  onAdd: (id_tag: number) => void;
}) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<UnitTag | null>(null);
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Autocomplete
        options={tags as UnitTag[]}
        value={chosen}
        loading={loading}
        onOpen={onOpen}
        onChange={(_, next) => setChosen(next)}
        getOptionLabel={(tag) => (tag.description ? `${tag.code} – ${tag.description}` : tag.code)}
        isOptionEqualToValue={(option, value) => option.id_tag === value.id_tag}
        filterOptions={(options, { inputValue }) => options.filter((tag) => matches(tag, inputValue)).slice(0, 200)}
        noOptionsText={translate('dashboards.types.hmi.editor.noTags')}
        renderInput={(params) => <TextField {...params} size="small" label={translate('dashboards.types.hmi.editor.tag')} />}
        sx={{ width: 280 }}
        data-testid="hmi-tag-picker"
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={disabled || !chosen}
        onClick={() => {
          onAdd(Number(chosen!.id_tag));
          setChosen(null);
        }}
      >
        {translate('dashboards.types.hmi.editor.addPoint')}
      </Button>
    </Stack>
  );
}
