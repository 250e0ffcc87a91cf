import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { groupField, itemField } from './group-fields.js';
import { useGroupTags } from './useGroupTags.js';

/** Alarm groups carry a reference value per tag, for the inactive alarm. */
export function AlarmReferencesInput() {
  const groupType = useWatch({ name: 'group_type' });
  const { choices } = useGroupTags();
  if (groupType !== 'alarm_management') return null;
  return (
    <ArrayInput source="alarm_references" label={groupField('alarm_references').label} sx={{ width: '100%' }}>
      <SimpleFormIterator inline disableReordering>
        <SelectInput
          source="id_tag"
          label={itemField('alarm_references', 'id_tag').label}
          choices={choices}
          helperText={choices.length ? false : 'tags.groups.chooseTagsFirst'}
        />
        <NumberInput source="reference_value" label={itemField('alarm_references', 'reference_value').label} helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
