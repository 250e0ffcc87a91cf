import { Autocomplete, Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopMotive } from '../../../../domain/equipment-stops/stop-model.js';
import type { MotiveOption } from './allowed-motives.js';

interface MotivePickerProps {
  /** The motives the frame allows, grouped (allowedMotives). */
  options: readonly MotiveOption[];
  value: number | null;
  /** The stop's motive as the list gave it: shown even when the frame no longer allows it. */
  current?: StopMotive | null;
  onChange: (idMotive: number | null) => void;
  disabled?: boolean;
  /** Called after a motive was chosen with the keyboard (Enter), to go on to the next stop. */
  onKeyboardPick?: () => void;
  /** A field label; without one the picker sits in a table cell with a placeholder. */
  label?: string;
  testId?: string;
}

const labelOf = (option: MotiveOption) => `${option.code} – ${option.description}`;

function Dot({ color }: { color: string | null }) {
  return <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color || 'grey.500', flexShrink: 0, mr: 1 }} />;
}

/** A motive among those the frame allows, by motive group; typing filters by code or description. */
export function MotivePicker({ options, value, current, onChange, onKeyboardPick, disabled, label, testId = 'motive-picker' }: MotivePickerProps) {
  const translate = useTranslate();
  const chosen =
    options.find((option) => option.id === value) ??
    (current && current.id_motive === value
      ? { id: current.id_motive, code: current.code, description: current.description, color: current.color, groupLabel: '' }
      : null);
  return (
    <Autocomplete
      size="small"
      options={options as MotiveOption[]}
      value={chosen}
      onChange={(event, option) => {
        onChange(option?.id ?? null);
        if (option && event.type === 'keydown') onKeyboardPick?.();
      }}
      groupBy={(option) => option.groupLabel}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      noOptionsText={translate('stoppingPoint.motive.noOptions')}
      disabled={disabled}
      autoHighlight
      openOnFocus
      sx={{ minWidth: 220 }}
      data-testid={testId}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} data-testid={`${testId}-option-${option.code}`}>
          <Dot color={option.color} />
          {labelOf(option)}
        </li>
      )}
      renderInput={({ InputProps, inputProps, ...params }) => (
        <TextField
          {...params}
          label={label}
          placeholder={label ? undefined : translate('stoppingPoint.motive.choose')}
          slotProps={{
            input: { ...InputProps, startAdornment: chosen ? <Dot color={chosen.color} /> : InputProps.startAdornment },
            htmlInput: { ...inputProps, 'aria-label': label ?? translate('stoppingPoint.columns.motive') },
          }}
        />
      )}
    />
  );
}
