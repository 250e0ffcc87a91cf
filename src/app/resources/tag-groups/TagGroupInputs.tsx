import { useMemo } from 'react';
import { SimpleForm, useTranslate } from 'react-admin';
import { resourceNames } from '../../../generated/data-provider-map.js';
import { useResourceRecord, type EntityField } from '../../data/typed-data-provider.js';
import { Alert } from '@mui/material';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';
import { useValidatedTexts, ValidatedTextsContext } from '../tags/useValidatedTexts.js';
import { AlarmReferencesInput } from './AlarmReferencesInput.js';
import { groupField, groupModel } from './group-fields.js';
import { RulesInput } from './RulesInput.js';
import { useGroupValidate } from './useGroupValidate.js';

const createDefaults = Object.fromEntries(groupModel.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]));
const input = (name: EntityField<'tag-groups'>, mode: FormMode) => keyed(widgetOf(groupField(name)).input({ mode }), name);

/**
 * The tag group form: tags and users, rules each validated before saving, alarm references for
 * alarm groups. The mass and energy balance group is shown read-only (the server refuses edits).
 */
export function TagGroupInputs({
  mode,
  fixedGroupType,
}: {
  mode: FormMode;
  /** A page of one group type: no type input (the record carries it). */ fixedGroupType?: string;
}) {
  const translate = useTranslate();
  const record = useResourceRecord(resourceNames['tag-groups']);
  const rules = useValidatedTexts('rules', 'expression');
  const validate = useGroupValidate(mode, rules);
  const locked = record?.mass_energy_balance === true;
  const defaultValues = useMemo(() => (mode === 'create' ? createDefaults : undefined), [mode]);
  return (
    <ValidatedTextsContext.Provider value={rules}>
      <SimpleForm validate={validate} defaultValues={defaultValues} toolbar={locked ? false : undefined} noValidate>
        {locked && (
          <Alert severity="info" data-testid="group-locked">
            {translate('tags.groups.massEnergyBalanceReadOnly')}
          </Alert>
        )}
        {(['description', ...(fixedGroupType ? [] : ['group_type' as const]), 'active', 'tags', 'users'] as const).map((name) => input(name, mode))}
        <RulesInput />
        <AlarmReferencesInput />
      </SimpleForm>
    </ValidatedTextsContext.Provider>
  );
}
