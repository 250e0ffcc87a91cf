import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import type { FormMode } from '../field-widgets.js';
import { frameInput, frameSections } from './frame-fields.js';

/**
 * Insertion, then the state tag, stop condition and micro-stop settings only for an automatic frame.
 * Hidden inputs keep their values (react-hook-form does not unregister them), so switching back loses nothing.
 */
export function DetectionInputs({ mode }: { mode: FormMode }) {
  const translate = useTranslate();
  const insertion = useWatch({ name: 'insertion' }) as string | undefined;
  return (
    <>
      {frameSections.detection.map((name) => frameInput(name, mode))}
      {insertion === 'automatic' ? (
        frameSections.automaticDetection.map((name) => frameInput(name, mode))
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ width: '100%', mb: 1 }}>
          {translate('eventSettings.frameForm.manualHint')}
        </Typography>
      )}
    </>
  );
}
