import { useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useUnitSelection } from './useUnitSelection.js';

/** A phone's header keeps the chosen unit to this width, cut with an ellipsis (the list shows it whole). */
const compactWidth = 128;

/** The header's unit choice, listed as 'plant code - description'. */
export function UnitSelector({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const { units, selected, choose } = useUnitSelection();
  if (units.length === 0) return null;
  return (
    <TextField
      select
      className="unit-selector"
      label={translate('app.unit.label')}
      value={selected?.id_elemento ?? ''}
      sx={compact ? { width: compactWidth, flexShrink: 0 } : undefined}
      onChange={(event) => choose(Number(event.target.value))}
      slotProps={{
        htmlInput: { 'data-testid': 'unit-selector', 'aria-label': translate('app.unit.choose') },
        select: { renderValue: () => (selected ? `${selected.plt_codigo} - ${selected.ele_descri}` : '') },
      }}
    >
      {units.map((unit) => (
        <MenuItem key={unit.id_elemento} value={unit.id_elemento} data-testid={`unit-option-${unit.id_elemento}`}>
          {`${unit.plt_codigo} - ${unit.ele_descri}`}
          {unit.id_elemento === selected?.id_elemento && <CheckIcon className="unit-current" fontSize="small" sx={{ ml: 1 }} />}
        </MenuItem>
      ))}
    </TextField>
  );
}
