import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { FormControl, FormHelperText, FormLabel, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { entities } from '../../../generated/entities.js';
import { enumLabel } from '../resource-names.js';

const typeField = entities.users.fields.find((field) => field.name === 'usu_tipo')!;
const adminType = '1';

export interface UserTypeInputProps {
  /** Only admins may choose the admin type; others see it disabled, with the reason as a tooltip. */
  mayChooseAdmin: boolean;
  /** The whole choice is locked, e.g. on one's own record. */
  disabled?: boolean;
  helperText?: string;
}

/** `usu_tipo` as two buttons (administrator, user), required, '1' by default on a new user. */
export function UserTypeInput({ mayChooseAdmin, disabled = false, helperText }: UserTypeInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'usu_tipo', isRequired: true });
  const error = fieldState.error?.message as Parameters<typeof InputHelperText>[0]['error'];
  return (
    <FormControl error={Boolean(error)} disabled={disabled} sx={{ my: 1 }}>
      <FormLabel required>{translate(typeField.label)}</FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={field.value ?? null}
        disabled={disabled}
        data-testid="user-type"
        onChange={(_event, value: string | null) => value !== null && field.onChange(value)}
      >
        {(typeField.enum ?? []).map((value) => {
          const label = translate(enumLabel(typeField.label, 'usu_tipo', value));
          const locked = value === adminType && !mayChooseAdmin;
          const button = (
            <ToggleButton key={String(value)} value={value} disabled={disabled || locked} aria-label={label}>
              {label}
            </ToggleButton>
          );
          return locked ? (
            <Tooltip key={String(value)} title={translate('app.users.adminOnlyType')}>
              <span data-testid="user-type-admin-locked">{button}</span>
            </Tooltip>
          ) : (
            button
          );
        })}
      </ToggleButtonGroup>
      {(error || helperText) && (
        <FormHelperText>
          <InputHelperText error={error} helperText={helperText} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
