import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { EFFECT_FORMS, EFFECT_STATUSES, type EffectForm, type EffectStatus } from '../../../../domain/root-cause/model.js';

/** The server's limit of the search text. */
const SEARCH_MAX = 200;

export interface EffectFilters {
  status: EffectStatus | '';
  form: EffectForm | '';
  q: string;
}

export const NO_EFFECT_FILTERS: EffectFilters = { status: '', form: '', q: '' };

interface EffectsFiltersProps {
  value: EffectFilters;
  onChange: (next: EffectFilters) => void;
}

/** Status, form and free text of the effects list. */
export function EffectsFilters({ value, onChange }: EffectsFiltersProps) {
  const translate = useTranslate();
  const select = <K extends 'status' | 'form'>(name: K, options: readonly string[], labelOf: (option: string) => string) => (
    <TextField
      select
      size="small"
      label={translate(`rcaEffects.filters.${name}`)}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `rca-effects-filter-${name}` } as object } }}
    >
      <MenuItem value="" data-testid={`rca-effects-filter-${name}-all`}>
        {translate('rcaEffects.filters.all')}
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option} data-testid={`rca-effects-filter-${name}-${option}`}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {select('status', EFFECT_STATUSES, (status) => translate(`rootCause.effectStatus.${status}`))}
      {select('form', EFFECT_FORMS, (form) => translate(`rootCause.forms.${form}`))}
      <TextField
        size="small"
        label={translate('rcaEffects.filters.search')}
        value={value.q}
        onChange={(event) => onChange({ ...value, q: event.target.value })}
        sx={{ minWidth: 240 }}
        slotProps={{
          htmlInput: { 'data-testid': 'rca-effects-filter-q', maxLength: SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
