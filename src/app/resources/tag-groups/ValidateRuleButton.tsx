import { useState } from 'react';
import { Button, useSimpleFormIteratorItem, useTranslate, useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Stack, Typography } from '@mui/material';
import { useAcceptValidatedText } from '../tags/useValidatedTexts.js';
import { ruleProblem } from './rule-check.js';
import { useGroupTags } from './useGroupTags.js';

/** Checks one rule in the browser (the language is pure), with the group's tags as they stand in the form. */
export function ValidateRuleButton() {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const expression = (useWatch({ name: useWrappedSource('expression') }) as string | undefined) ?? '';
  const kind = useWatch({ name: useWrappedSource('kind') }) as string | undefined;
  const { codes } = useGroupTags();
  const accept = useAcceptValidatedText();
  const [checked, setChecked] = useState<{ text: string; message?: string }>();

  const onClick = () => {
    const problem = ruleProblem({ kind, expression }, codes);
    if (!problem) accept(expression);
    setChecked({ text: `${kind}:${expression}`, message: problem && translate(problem.key, problem.args) });
  };

  const current = checked?.text === `${kind}:${expression}` ? checked : undefined;
  return (
    <Stack direction="column" sx={{ minWidth: 160, maxWidth: 320, pt: 1 }}>
      <Button label="tags.groups.validateRule" onClick={onClick} variant="outlined" data-testid={`validate-rule-${index}`} />
      {current && (
        <Typography variant="caption" color={current.message ? 'error' : 'success.main'} role="status" data-testid={`rule-result-${index}`}>
          {current.message ?? translate('tags.groups.ruleValid')}
        </Typography>
      )}
    </Stack>
  );
}
