import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { FormControlLabel, FormGroup, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { initialPageChoices } from './initial-pages.js';
import type { UnitAssignment, useUserUnits } from './useUserUnits.js';

type Actions = Omit<ReturnType<typeof useUserUnits>, 'units'>;

export const unitName = (unit: UnitAssignment) => `${unit.plt_codigo} - ${unit.ele_descri}`;

/** A regular user's unit: registered or not, then its profiles and initial page (platform-core section 6). */
export function UserUnitRow({ unit, actions, disabled }: { unit: UnitAssignment; actions: Actions; disabled: boolean }) {
  const translate = useTranslate();
  const pages = useMemo(() => initialPageChoices(translate), [translate]);
  const off = disabled || actions.busy || !unit.selected;
  return (
    <Stack spacing={0.5} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid={`user-unit-${unit.id_elemento}`}>
      <FormControlLabel
        label={<Typography fontWeight={600}>{unitName(unit)}</Typography>}
        control={
          <Switch
            checked={unit.selected}
            disabled={disabled || actions.busy}
            onChange={(event) => void actions.setAssigned(unit, event.target.checked)}
            slotProps={{ input: { 'aria-label': translate('app.users.units.assigned', { unit: unitName(unit) }) } }}
          />
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ pl: 5 }} alignItems={{ md: 'center' }}>
        <FormGroup row aria-label={translate('app.users.units.profiles')}>
          {unit.profiles.length === 0 && <Typography color="text.secondary">{translate('app.users.units.noProfiles')}</Typography>}
          {unit.profiles.map((profile) => (
            <FormControlLabel
              key={profile.id_perfil}
              label={profile.per_descri}
              control={
                <Switch
                  size="small"
                  checked={profile.selected}
                  disabled={off}
                  onChange={(event) => void actions.setProfile(unit, profile.id_perfil, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        <TextField
          select
          size="small"
          sx={{ minWidth: 260 }}
          label={translate('app.users.units.initialPage')}
          value={unit.initial_page ?? ''}
          disabled={off}
          onChange={(event) => void actions.setInitialPage(unit, event.target.value || null)}
          slotProps={{ htmlInput: { 'data-testid': `initial-page-${unit.id_elemento}` } }}
        >
          <MenuItem value="">{translate('app.users.units.firstPermitted')}</MenuItem>
          {pages.map((page) => (
            <MenuItem key={page.route} value={page.route}>
              {page.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
