import { useTranslate } from 'react-admin';
import { resourceNames } from '../../../generated/data-provider-map.js';
import { useResourceRecord } from '../../data/typed-data-provider.js';
import { Card, CardContent, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { isAdminUser, useSignedUser } from '../../profile/useSignedUser.js';
import { useUserUnits } from './useUserUnits.js';
import { UserUnitRow, unitName } from './UserUnitRow.js';

/**
 * The user form's units (platform-core section 6): an admin user gets a plain switch list, a
 * regular user each unit with its profiles and initial page. Each switch saves at once.
 */
export function UserUnitsPanel() {
  const translate = useTranslate();
  const record = useResourceRecord(resourceNames.users);
  const me = useSignedUser();
  const { units, ...actions } = useUserUnits(record?.id_usuario);
  if (!record || !units) return null;
  const adminTarget = isAdminUser(record);
  const disabled = adminTarget && !isAdminUser(me);
  return (
    <Card sx={{ mt: 2 }} data-testid="user-units">
      <CardContent>
        <Typography variant="h6">{translate('app.users.units.title')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate(adminTarget ? 'app.users.units.adminHint' : 'app.users.units.regularHint')}
        </Typography>
        {units.length === 0 && <Typography>{translate('app.users.units.none')}</Typography>}
        {adminTarget ? (
          <FormGroup>
            {units.map((unit) => (
              <FormControlLabel
                key={unit.id_elemento}
                label={unitName(unit)}
                control={
                  <Switch
                    checked={unit.selected}
                    disabled={disabled || actions.busy}
                    onChange={(event) => void actions.setAssigned(unit, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        ) : (
          units.map((unit) => <UserUnitRow key={unit.id_elemento} unit={unit} actions={actions} disabled={disabled} />)
        )}
      </CardContent>
    </Card>
  );
}
