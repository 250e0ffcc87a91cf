import { useMemo } from 'react';
import { Autocomplete, Checkbox, FormControlLabel, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { TokenScope } from '../../../domain/access/api-token-scopes.js';
import { scopeOptions, type ScopeOption } from './scope-options.js';

interface ScopesInputProps {
  value: TokenScope[];
  onChange: (scopes: TokenScope[]) => void;
  error?: string;
}

/** The pages a token may use: one row per page with read and write, and a picker to add a page. */
export function ScopesInput({ value, onChange, error }: ScopesInputProps) {
  const translate = useTranslate();
  const options = useMemo(() => scopeOptions(), []);
  const labelOf = (option: ScopeOption) => option.trail.map((key) => translate(key)).join(' › ');
  const byId = useMemo(() => new Map(options.map((option) => [option.menuId, option])), [options]);
  const label = (menuId: string) => (byId.has(menuId) ? labelOf(byId.get(menuId)!) : menuId);
  const change = (index: number, patch: Partial<TokenScope>) => onChange(value.map((scope, at) => (at === index ? { ...scope, ...patch } : scope)));
  const chosen = new Set(value.map((scope) => scope.menu_id));

  return (
    <Stack spacing={1} data-testid="token-scopes">
      <Typography variant="subtitle2">{translate('tokens.fields.scopes')}</Typography>
      {value.map((scope, index) => (
        <Stack key={scope.menu_id} direction="row" alignItems="center" spacing={1} data-testid="token-scope-row">
          <Typography sx={{ flex: 1 }}>{label(scope.menu_id)}</Typography>
          <FormControlLabel
            control={<Checkbox size="small" checked={scope.read} onChange={(event) => change(index, { read: event.target.checked })} />}
            label={translate('tokens.read')}
          />
          <FormControlLabel
            control={<Checkbox size="small" checked={scope.write} onChange={(event) => change(index, { write: event.target.checked })} />}
            label={translate('tokens.write')}
          />
          <IconButton
            size="small"
            aria-label={translate('tokens.removeScope', { page: label(scope.menu_id) })}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Autocomplete
        options={options.filter((option) => !chosen.has(option.menuId))}
        getOptionLabel={labelOf}
        value={null}
        blurOnSelect
        onChange={(_event, option) => option && onChange([...value, { menu_id: option.menuId, read: true, write: false }])}
        renderInput={(params) => <TextField {...params} label={translate('tokens.addScope')} />}
      />
      <FormHelperText error={Boolean(error)}>{error ?? (value.length === 0 ? translate('tokens.noScopes') : ' ')}</FormHelperText>
    </Stack>
  );
}
