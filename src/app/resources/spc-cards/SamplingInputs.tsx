import { useWatch } from 'react-hook-form';
import type { FormMode } from '../field-widgets.js';
import { cardInput, samplingFieldsOf } from './card-fields.js';

/**
 * The chart's sampling, then the subgroup size only for X̄ charts sampled in subgroups and the sample
 * size only for p, np and u. Hidden inputs keep their values (react-hook-form does not unregister them).
 */
export function SamplingInputs({ mode }: { mode: FormMode }) {
  const [chart, sampling] = useWatch({ name: ['chart_type', 'sampling'] }) as [string | undefined, string | undefined];
  const shown = samplingFieldsOf(chart, sampling);
  return (
    <>
      {cardInput('chart_type', mode)}
      {cardInput('sampling', mode)}
      {shown.subgroupSize && cardInput('subgroup_size', mode)}
      {shown.sampleSize && cardInput('sample_size', mode)}
    </>
  );
}
