import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import type { FormMode } from '../field-widgets.js';
import { CalculationsInput } from './CalculationsInput.js';
import { TagFormSection } from './TagFormSection.js';
import { tagInput, tagModel, tagSections } from './tag-fields.js';
import { useTagValidate } from './useTagValidate.js';
import { useValidatedTexts, ValidatedTextsContext } from './useValidatedTexts.js';

const createDefaults = Object.fromEntries(tagModel.fields.filter((f) => !f.readOnly && f.default !== undefined).map((f) => [f.name, f.default]));

/** The tag form in the sections of business-modules section 3: identity, data input, calculation, limits, consolidation, other. */
export function TagInputs({ mode }: { mode: FormMode }) {
  const formulas = useValidatedTexts('calculations', 'formula');
  const validate = useTagValidate(mode, formulas);
  const defaultValues = useMemo(() => (mode === 'create' ? createDefaults : undefined), [mode]);
  const section = (name: keyof typeof tagSections) => tagSections[name].map((field) => tagInput(field, mode));
  return (
    <ValidatedTextsContext.Provider value={formulas}>
      <SimpleForm validate={validate} defaultValues={defaultValues} noValidate>
        <TagFormSection title="tags.form.sections.identity">{section('identity')}</TagFormSection>
        <TagFormSection title="tags.form.sections.dataInput">{section('dataInput')}</TagFormSection>
        <TagFormSection title="tags.form.sections.calculation">
          {section('calculation')}
          <CalculationsInput />
        </TagFormSection>
        <TagFormSection title="tags.form.sections.limits">{section('limits')}</TagFormSection>
        <TagFormSection title="tags.form.sections.consolidation">{section('consolidation')}</TagFormSection>
        <TagFormSection title="tags.form.sections.other">{section('other')}</TagFormSection>
      </SimpleForm>
    </ValidatedTextsContext.Provider>
  );
}
