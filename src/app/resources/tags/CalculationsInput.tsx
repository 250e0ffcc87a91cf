import { ArrayInput, DateInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { tagModel } from './tag-fields.js';
import { ValidateFormulaButton } from './ValidateFormulaButton.js';

const calculations = tagModel.fields.find((f) => f.name === 'calculations')!;
const label = (name: string) => calculations.items!.find((item) => item.name === name)!.label;

/** The calculations with their validity dates, each formula with its Validate button. */
export function CalculationsInput() {
  const translate = useTranslate();
  const dataInput = useWatch({ name: 'data_input' });
  return (
    <>
      <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
        {translate(dataInput === 'calculation' ? 'tags.form.calculation.hint' : 'tags.form.calculationsOnlyForCalculationTags')}
      </Typography>
      <ArrayInput source="calculations" label={calculations.label} sx={{ width: '100%' }}>
        <SimpleFormIterator inline disableReordering>
          <DateInput source="valid_from" label={label('valid_from')} helperText={false} />
          <TextInput source="formula" label={label('formula')} helperText={false} multiline sx={{ minWidth: 360 }} />
          <ValidateFormulaButton />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
