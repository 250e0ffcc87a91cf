import { Checkbox, FormControl, FormHelperText, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RULE_NUMBERS, type RuleNumber } from '../../../../domain/spc/chart-model.js';

interface RulesFieldProps {
  value: readonly RuleNumber[];
  onChange: (rules: RuleNumber[]) => void;
  error?: string;
}

/** Which of rule 0 and Nelson's tests 1–8 to run, by their short names with the full names in the list. */
export function RulesField({ value, onChange, error }: RulesFieldProps) {
  const translate = useTranslate();
  const label = translate('spcExploratory.filters.rules');
  return (
    <FormControl sx={{ width: 220 }} error={Boolean(error)}>
      <InputLabel id="spc-rules-label">{label}</InputLabel>
      <Select<RuleNumber[]>
        labelId="spc-rules-label"
        multiple
        label={label}
        value={[...value]}
        onChange={(event) => {
          const next = event.target.value;
          onChange((typeof next === 'string' ? [] : next).sort((a, b) => a - b));
        }}
        renderValue={(rules) => rules.map((rule) => translate(`spc.rules.short.${rule}`)).join(', ')}
        inputProps={{ 'data-testid': 'spc-rules' }}
      >
        {RULE_NUMBERS.map((rule) => (
          <MenuItem key={rule} value={rule} data-testid={`spc-rule-option-${rule}`}>
            <Checkbox size="small" checked={value.includes(rule)} />
            <ListItemText primary={`${translate(`spc.rules.short.${rule}`)} – ${translate(`spc.rules.name.${rule}`)}`} />
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
