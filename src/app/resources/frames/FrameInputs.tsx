import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import type { FormMode } from '../field-widgets.js';
import { TagFormSection as FormSection } from '../tags/TagFormSection.js';
import { useSchemaValidate } from '../useSchemaValidate.js';
import { ActiveMotivesInput } from './ActiveMotivesInput.js';
import { DetectionInputs } from './DetectionInputs.js';
import { frameCreateDefaults, frameInput, frameModel, frameSections } from './frame-fields.js';

/** The frame form in sections: identity, detection, motives, people, integration; validated like the API. */
export function FrameInputs({ mode }: { mode: FormMode }) {
  const validate = useSchemaValidate(frameModel, mode);
  const defaultValues = useMemo(() => (mode === 'create' ? frameCreateDefaults : undefined), [mode]);
  const section = (name: 'identity' | 'motives' | 'people' | 'integration') =>
    frameSections[name].map((field) => (field === 'motives' ? <ActiveMotivesInput key={field} /> : frameInput(field, mode)));
  return (
    <SimpleForm validate={validate} defaultValues={defaultValues} noValidate>
      <FormSection title="eventSettings.frameForm.sections.identity">{section('identity')}</FormSection>
      <FormSection title="eventSettings.frameForm.sections.detection">
        <DetectionInputs mode={mode} />
      </FormSection>
      <FormSection title="eventSettings.frameForm.sections.motives">{section('motives')}</FormSection>
      <FormSection title="eventSettings.frameForm.sections.people">{section('people')}</FormSection>
      <FormSection title="eventSettings.frameForm.sections.integration">{section('integration')}</FormSection>
    </SimpleForm>
  );
}
