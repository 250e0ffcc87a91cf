import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Step, StepLabel, Stepper, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { AvailabilityStep } from './AvailabilityStep.js';
import { computeOeeExample, type ComputeOee } from './oee-api.js';
import { stepOfField, WIZARD_STEPS, type DraftErrors, type OeeDraft } from './oee-draft.js';
import { firstInvalidStep, stepErrors } from './oee-draft-rules.js';
import { PerformanceStep } from './PerformanceStep.js';
import { QualityStep } from './QualityStep.js';
import { SummaryStep } from './SummaryStep.js';
import type { PickOption } from './wizard-fields.js';

interface OeeWizardProps {
  initial: OeeDraft;
  editing: boolean;
  frames: readonly PickOption[];
  tags: readonly PickOption[];
  onClose: () => void;
  /** Saves the draft; resolves to the server's field errors (empty when saved). */
  onSave: (draft: OeeDraft) => Promise<DraftErrors>;
  compute?: ComputeOee;
}

/** Add or edit an OEE setting in four steps: availability, performance, quality, summary. */
export function OeeWizard({ initial, editing, frames, tags, onClose, onSave, compute = computeOeeExample }: OeeWizardProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState(initial);
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const step = WIZARD_STEPS[index]!;
  const change = (patch: Partial<OeeDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !(field in patch))));
  };
  const next = () => {
    const problems = stepErrors(step, draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) setIndex(index + 1);
  };
  const save = async () => {
    const invalid = firstInvalidStep(draft);
    if (invalid) {
      setIndex(WIZARD_STEPS.indexOf(invalid));
      return setErrors(stepErrors(invalid, draft));
    }
    setSaving(true);
    const problems = await onSave(draft).finally(() => setSaving(false));
    const field = Object.keys(problems)[0] as keyof OeeDraft | undefined;
    if (field) {
      setErrors(problems);
      setIndex(WIZARD_STEPS.indexOf(stepOfField[field] ?? 'summary'));
    }
  };
  const props = { draft, errors, onChange: change };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} data-testid="oee-wizard">
      <DialogTitle>{translate(editing ? 'oee.wizard.editTitle' : 'oee.wizard.createTitle')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={index} alternativeLabel sx={{ mb: 3 }}>
          {WIZARD_STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{translate(`oee.wizard.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 'availability' && <AvailabilityStep frames={frames} {...props} />}
        {step === 'performance' && <PerformanceStep tags={tags} {...props} />}
        {step === 'quality' && <QualityStep tags={tags} {...props} />}
        {step === 'summary' && <SummaryStep draft={draft} frames={frames} tags={tags} compute={compute} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button disabled={index === 0} onClick={() => setIndex(index - 1)} data-testid="oee-back">
          {translate('oee.wizard.back')}
        </Button>
        {step === 'summary' ? (
          <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="oee-save">
            {translate('ra.action.save')}
          </Button>
        ) : (
          <Button variant="contained" onClick={next} data-testid="oee-next">
            {translate('oee.wizard.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
