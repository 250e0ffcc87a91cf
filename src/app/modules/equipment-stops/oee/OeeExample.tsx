import { useEffect, useState } from 'react';
import { Grid, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { oeeInputErrors, type OeeFactors, type OeeInput } from '../../../../domain/equipment-stops/oee.js';
import { ApiError } from '../../../api/api-error.js';
import { useFormat } from '../../../format/useFormat.js';
import { useDebouncedValue } from '../../analysis/useDebouncedValue.js';
import { parseDecimal } from '../../data-entry/shared/parse-decimal.js';
import { OeeCards } from '../stopping-chart/OeeCards.js';
import { useOeeTitles, type OeeTitles } from '../stopping-chart/useOeeTitles.js';
import { exampleStart, type ExampleNumbers } from './example-input.js';
import type { ComputeOee } from './oee-api.js';

const fields = ['plannedProductionTimeMin', 'runTimeMin', 'totalCount', 'goodCount'] as const;

interface OeeExampleProps {
  idealSecondsPerPart: number;
  titles: OeeTitles;
  compute: ComputeOee;
}

/** Numbers the user types and the server's A, P, Q and OEE for them, with this setting's ideal cycle time. */
export function OeeExample({ idealSecondsPerPart, titles, compute }: OeeExampleProps) {
  const translate = useTranslate();
  const { number } = useFormat();
  const titleOf = useOeeTitles(titles);
  const [texts, setTexts] = useState(() => {
    const start = exampleStart(idealSecondsPerPart);
    return Object.fromEntries(fields.map((field) => [field, number(start[field], { grouping: false })])) as Record<keyof ExampleNumbers, string>;
  });
  const [answer, setAnswer] = useState<{ factors: OeeFactors | null; errors: Partial<Record<keyof OeeInput, string>> }>({ factors: null, errors: {} });
  const input = { ...Object.fromEntries(fields.map((field) => [field, parseDecimal(texts[field]) ?? null])), idealCycleTimeSec: idealSecondsPerPart };
  const settled = useDebouncedValue(JSON.stringify(input), 300);

  useEffect(() => {
    const typed = JSON.parse(settled) as Partial<OeeInput>;
    const errors = oeeInputErrors(typed);
    if (Object.keys(errors).length > 0) return setAnswer({ factors: null, errors });
    let current = true;
    compute(typed as OeeInput).then(
      (factors) => current && setAnswer({ factors, errors: {} }),
      (error: unknown) => {
        const fieldErrors = error instanceof ApiError ? Object.fromEntries(Object.entries(error.fields).map(([path, problem]) => [path, problem.key])) : {};
        if (current) setAnswer({ factors: null, errors: fieldErrors });
      },
    );
    return () => {
      current = false;
    };
  }, [settled, compute]);

  return (
    <Stack spacing={1} data-testid="oee-example">
      <Typography variant="subtitle1">{translate('oee.example.title')}</Typography>
      <Grid container spacing={1}>
        {fields.map((field) => (
          <Grid key={field} size={{ xs: 6, sm: 3 }}>
            <TextField
              size="small"
              label={translate(`oee.example.${field}`)}
              value={texts[field]}
              onChange={(event) => setTexts({ ...texts, [field]: event.target.value })}
              error={!!answer.errors[field]}
              helperText={answer.errors[field] && translate(answer.errors[field], { min: 0 })}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `example-${field}` } }}
              fullWidth
            />
          </Grid>
        ))}
      </Grid>
      <OeeCards factors={answer.factors} titleOf={titleOf} />
    </Stack>
  );
}
