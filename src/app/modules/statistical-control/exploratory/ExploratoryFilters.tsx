import type { ReactNode } from 'react';
import { Card, CardContent, FormHelperText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CHART_TYPES, SAMPLINGS, type ChartType, type Sampling } from '../../../../domain/spc/chart-model.js';
import { PeriodPicker } from '../../analysis/PeriodPicker.js';
import { ShortcutMenu } from '../../analysis/ShortcutMenu.js';
import type { SpcTag } from './exploratory-api.js';
import { isXbarChart, usesSampleSize, usesSubgroupSize, withChart, type ChoiceProblems, type ExploratoryChoice } from './exploratory-choice.js';
import { NumberField } from './NumberField.js';
import { RulesField } from './RulesField.js';
import { TagField } from './TagField.js';

interface ExploratoryFiltersProps {
  choice: ExploratoryChoice;
  onChange: (choice: ExploratoryChoice) => void;
  tags: readonly SpcTag[];
  tagsLoading: boolean;
  problems: ChoiceProblems;
  timezone: string;
  /** The actions after the fields (save as card). */
  actions?: ReactNode;
}

/** The tag, the period, the chart type with its sampling and size, K and the rules; the fields a chart type does not use are hidden. */
export function ExploratoryFilters({ choice, onChange, tags, tagsLoading, problems, timezone, actions }: ExploratoryFiltersProps) {
  const translate = useTranslate();
  const set = (patch: Partial<ExploratoryChoice>) => onChange({ ...choice, ...patch });
  const message = (field: keyof ChoiceProblems) => {
    const problem = problems[field];
    return problem ? translate(problem.key, { _: problem.key, ...problem.args }) : undefined;
  };
  return (
    <Card>
      <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', pb: '8px !important' }} data-testid="spc-filters">
        <TagField tags={tags} value={choice.idTag} onChange={(idTag) => set({ idTag })} loading={tagsLoading} error={message('idTag')} />
        <PeriodPicker
          range={choice.range}
          onChange={(range) => set({ range })}
          timezone={timezone}
          shortcuts={<ShortcutMenu timezone={timezone} onApply={(range) => set({ range })} />}
        />
        {problems.range && problems.range.key !== 'analysis.period.invalid' && (
          <FormHelperText error sx={{ alignSelf: 'center' }} data-testid="spc-range-error">
            {message('range')}
          </FormHelperText>
        )}
        <TextField
          select
          label={translate('spcExploratory.filters.chart')}
          value={choice.chart}
          onChange={(event) => onChange(withChart(choice, event.target.value as ChartType))}
          slotProps={{ htmlInput: { 'data-testid': 'spc-chart-type' } }}
          sx={{ width: 120 }}
          helperText=" "
        >
          {CHART_TYPES.map((chart) => (
            <MenuItem key={chart} value={chart} data-testid={`spc-chart-option-${chart}`}>
              {translate(`spc.charts.${chart}`)}
            </MenuItem>
          ))}
        </TextField>
        {isXbarChart(choice.chart) && (
          <TextField
            select
            label={translate('spcExploratory.filters.sampling')}
            value={choice.sampling}
            onChange={(event) => set({ sampling: event.target.value as Sampling })}
            sx={{ width: 220 }}
            helperText=" "
          >
            {SAMPLINGS.map((sampling) => (
              <MenuItem key={sampling} value={sampling}>
                {translate(`spcExploratory.samplings.${sampling}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {usesSubgroupSize(choice.chart, choice.sampling) && (
          <NumberField
            label={translate('spcExploratory.filters.subgroupSize')}
            value={choice.subgroupSize}
            onChange={(subgroupSize) => set({ subgroupSize })}
            error={message('subgroupSize')}
            helperText={translate('spcExploratory.filters.subgroupSizeHelp')}
            testId="spc-subgroup-size"
          />
        )}
        {usesSampleSize(choice.chart) && (
          <NumberField
            label={translate('spcExploratory.filters.sampleSize')}
            value={choice.sampleSize}
            onChange={(sampleSize) => set({ sampleSize })}
            error={message('sampleSize')}
            helperText={translate('spcExploratory.filters.sampleSizeHelp')}
            testId="spc-sample-size"
            width={180}
          />
        )}
        <NumberField
          label={translate('spcExploratory.filters.k')}
          value={choice.k}
          onChange={(k) => set({ k })}
          error={message('k')}
          helperText={translate('spcExploratory.filters.kHelp')}
          testId="spc-k"
          step={0.1}
          width={130}
        />
        <RulesField value={choice.rules} onChange={(rules) => set({ rules })} error={message('rules')} />
        {actions}
      </CardContent>
    </Card>
  );
}
