import { cloneElement, useMemo, type ReactElement } from 'react';
import { PasswordInput, SimpleForm, useTranslate } from 'react-admin';
import { resourceNames } from '../../../generated/data-provider-map.js';
import { useResourceRecord, type EntityField } from '../../data/typed-data-provider.js';
import { Alert } from '@mui/material';
import { entities } from '../../../generated/entities.js';
import { isAdminUser, useSignedUser } from '../../profile/useSignedUser.js';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';
import { AvatarInput } from './AvatarInput.js';
import { UserTypeInput } from './UserTypeInput.js';
import { GeneratePasswordButton } from '../../session/GeneratePasswordButton.js';
import { confirmSource, useUserValidate } from './useUserValidate.js';

const model = entities.users;
const fieldOf = (name: EntityField<'users'>) => model.fields.find((field) => field.name === name)!;

/** New users start as the form's default type, '1' (platform-core section 5), active. */
const createDefaults = Object.fromEntries(model.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]));

function input(name: EntityField<'users'>, mode: FormMode, options: { disabled?: boolean; helperText?: string } = {}): ReactElement | null {
  const element = keyed(widgetOf(fieldOf(name)).input({ mode, helperText: options.helperText }), name);
  return element && (options.disabled ? cloneElement(element as ReactElement<{ disabled?: boolean }>, { disabled: true }) : element);
}

/**
 * The user form (platform-core section 5): only an admin offers the admin type, an admin's record
 * is read-only to others, and nobody changes their own type or active flag.
 */
export function UserInputs({ mode }: { mode: FormMode }) {
  const translate = useTranslate();
  const record = useResourceRecord(resourceNames.users);
  const me = useSignedUser();
  const validate = useUserValidate(mode);
  const own = mode === 'update' && record?.id_usuario === me?.id_usuario;
  const readOnly = mode === 'update' && isAdminUser(record) && !isAdminUser(me);
  const lock = { disabled: readOnly };
  const defaultValues = useMemo(() => (mode === 'create' ? createDefaults : undefined), [mode]);
  return (
    <SimpleForm validate={validate} defaultValues={defaultValues} toolbar={readOnly ? false : undefined} noValidate>
      {readOnly && (
        <Alert severity="info" data-testid="user-read-only">
          {translate('app.users.readOnlyAdmin')}
        </Alert>
      )}
      {input('usu_nome', mode, lock)}
      {input('usu_login', mode, lock)}
      {input('usu_email', mode, lock)}
      <AvatarInput disabled={readOnly} name={String(record?.usu_nome ?? '')} />
      {/* The own password changes where the current one is asked for: the profile popup. */}
      {own ? (
        <Alert severity="info" data-testid="own-password-in-profile">
          {translate('app.users.ownPasswordInProfile')}
        </Alert>
      ) : (
        <>
          {input('usu_senha', mode, { ...lock, helperText: mode === 'update' ? 'app.users.passwordHint' : undefined })}
          <PasswordInput source={confirmSource} label="app.users.confirmPassword" autoComplete="new-password" disabled={readOnly} helperText={false} />
          <GeneratePasswordButton sources={['usu_senha', confirmSource]} disabled={readOnly} />
        </>
      )}
      <UserTypeInput mayChooseAdmin={isAdminUser(me)} disabled={readOnly || own} helperText={own ? 'app.users.ownStatusLocked' : undefined} />
      {input('usu_ativo', mode, { disabled: readOnly || own })}
      {input('usu_forcar_nova_senha', mode, lock)}
    </SimpleForm>
  );
}
