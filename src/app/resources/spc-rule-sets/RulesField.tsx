import { Chip, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A rule set's rules in a list row: their short names, the full name on hover. */
export function RulesField(_props: { source: string; label: string; sortable?: boolean }) {
  const translate = useTranslate();
  const rules = (useRecordContext()?.rules as number[] | undefined) ?? [];
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {rules.map((rule) => (
        <Tooltip key={rule} title={translate(`spc.rules.name.${rule}`)}>
          <Chip size="small" label={translate(`spc.rules.short.${rule}`)} />
        </Tooltip>
      ))}
    </Stack>
  );
}
