import { useState } from 'react';
import { Button, useSimpleFormIteratorItem, useTranslate, useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Stack, Typography } from '@mui/material';
import { errorMessageArgs } from '../../../domain/calc/index.js';
import { useAcceptValidatedText } from './useValidatedTexts.js';
import { useValidateCalculation } from './useValidateCalculation.js';

type Outcome = { ok: true; formula: string } | { ok: false; formula: string; message: string };

/** The Validate button of one calculation: the server's first error, translated, with its 1-based position. */
export function ValidateFormulaButton() {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const formula = useWatch({ name: useWrappedSource('formula') }) as string | undefined;
  const check = useValidateCalculation();
  const accept = useAcceptValidatedText();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const text = formula ?? '';

  const onClick = async () => {
    setBusy(true);
    try {
      const result = await check(text);
      if (result.ok) accept(text);
      setOutcome(result.ok ? { ok: true, formula: text } : { ok: false, formula: text, message: translate(result.error.key, errorMessageArgs(result.error)) });
    } catch (error) {
      setOutcome({ ok: false, formula: text, message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  // A result speaks of the text it checked; once the text changes it is stale.
  const current = outcome?.formula === text ? outcome : undefined;
  return (
    <Stack direction="column" sx={{ minWidth: 200, maxWidth: 360, pt: 1 }}>
      <Button label="tags.form.calculation.validate" onClick={onClick} disabled={busy} variant="outlined" data-testid={`validate-formula-${index}`} />
      {current && (
        <Typography variant="caption" color={current.ok ? 'success.main' : 'error'} role="status" data-testid={`formula-result-${index}`}>
          {current.ok ? translate('tags.form.calculation.valid') : current.message}
        </Typography>
      )}
    </Stack>
  );
}
