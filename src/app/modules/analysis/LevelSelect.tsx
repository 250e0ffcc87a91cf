import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SeriesLevel } from './series-types.js';

interface LevelSelectProps<L extends SeriesLevel> {
  levels: readonly L[];
  /** The levels every chosen tag consolidates; the others are shown disabled. */
  offered: readonly L[];
  value: L;
  onChange: (level: L) => void;
  label?: string;
}

/** Raw values or a consolidation level (hour, day, shift, week, month). */
export function LevelSelect<L extends SeriesLevel>({ levels, offered, value, onChange, label }: LevelSelectProps<L>) {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={label ?? translate('analysis.level.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as L)}
      sx={{ width: 150 }}
      slotProps={{ htmlInput: { 'data-testid': 'level-select' }, select: { SelectDisplayProps: { 'data-testid': 'level-select-button' } as object } }}
    >
      {levels.map((level) => {
        const disabled = !offered.includes(level);
        return (
          <MenuItem
            key={level}
            value={level}
            disabled={disabled}
            title={disabled ? translate('analysis.level.unavailable') : undefined}
            data-testid={`level-${level}`}
          >
            {translate(`analysis.level.${level}`)}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
