import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { complementaryTypeField } from './complementary-type-fields.js';

const options = complementaryTypeField('options');

/**
 * The choices of a choice field, one text each; other field kinds have none, so the input is hidden
 * for them (the values stay in the form, as with any hidden input).
 */
export function OptionsInput() {
  const fieldType = useWatch({ name: 'field_type' }) as string | undefined;
  if (fieldType !== 'choice') return null;
  return (
    <ArrayInput source={options.name} label={options.label}>
      <SimpleFormIterator inline disableReordering>
        <TextInput source="" label={false} helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
