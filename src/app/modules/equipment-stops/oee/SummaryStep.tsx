import { Divider, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { idealSecondsPerPart } from '../stopping-chart/oee-period.js';
import type { ComputeOee } from './oee-api.js';
import type { DraftField, OeeDraft } from './oee-draft.js';
import { OeeExample } from './OeeExample.js';
import type { PickOption } from './wizard-fields.js';

interface SummaryStepProps {
  draft: OeeDraft;
  frames: readonly PickOption[];
  tags: readonly PickOption[];
  compute: ComputeOee;
}

/** What was chosen, and an example of the OEE it gives. */
export function SummaryStep({ draft, frames, tags, compute }: SummaryStepProps) {
  const translate = useTranslate();
  const { number } = useFormat();
  const labelIn = (options: readonly PickOption[], id: number | null) => options.find((option) => option.id === id)?.label ?? '—';
  const rows: [DraftField, string][] = [
    ['title', draft.title],
    ['id_frame', labelIn(frames, draft.id_frame)],
    ['availability_title', draft.availability_title],
    ['performance_mode', translate(`resources.oee-settings.enums.performance_mode.${draft.performance_mode}`)],
    ['ideal_cycle_time_sec', number(draft.ideal_cycle_time_sec)],
    ...(draft.performance_mode === 'partsPerCycle' ? [['parts_per_cycle', number(draft.parts_per_cycle)] as [DraftField, string]] : []),
    ['id_tag_total', labelIn(tags, draft.id_tag_total)],
    ['performance_title', draft.performance_title],
    ['id_tag_good', labelIn(tags, draft.id_tag_good)],
    ['id_tag_bad', labelIn(tags, draft.id_tag_bad)],
    ['quality_title', draft.quality_title],
  ];
  const ideal = draft.ideal_cycle_time_sec;
  return (
    <Stack spacing={2}>
      <Table size="small" data-testid="oee-summary">
        <TableBody>
          {rows.map(([field, value]) => (
            <TableRow key={field}>
              <TableCell component="th" sx={{ color: 'text.secondary' }}>
                {translate(`resources.oee-settings.fields.${field}`)}
              </TableCell>
              <TableCell>{value || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Divider />
      {ideal !== null && ideal > 0 && (
        <OeeExample
          idealSecondsPerPart={idealSecondsPerPart({
            performance_mode: draft.performance_mode,
            ideal_cycle_time_sec: ideal,
            parts_per_cycle: draft.parts_per_cycle,
          })}
          titles={draft}
          compute={compute}
        />
      )}
    </Stack>
  );
}
