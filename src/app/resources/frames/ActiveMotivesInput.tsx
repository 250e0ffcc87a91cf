import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { referenceOf } from '../resource-names.js';
import { frameModel } from './frame-fields.js';

const motives = frameModel.fields.find((field) => field.name === 'motives')!;
const { reference, labelField } = referenceOf(motives.ref!);

/** The allowed motives, offering only active ones (the server refuses adding others); chosen ones still show. */
export function ActiveMotivesInput() {
  return (
    <ReferenceArrayInput source={motives.name} reference={reference} sort={{ field: labelField, order: 'ASC' }} filter={{ active: true }}>
      <AutocompleteArrayInput label={motives.label} optionText={labelField} helperText={false} />
    </ReferenceArrayInput>
  );
}
