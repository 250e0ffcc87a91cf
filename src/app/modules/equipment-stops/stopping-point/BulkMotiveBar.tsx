import { useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MotiveOption } from './allowed-motives.js';
import { MotivePicker } from './MotivePicker.js';

interface BulkMotiveBarProps {
  count: number;
  motives: readonly MotiveOption[];
  onApply: (idMotive: number) => Promise<void>;
  onClear: () => void;
}

/** One motive for every stop chosen in the table: many stops of the same cause classified at once. */
export function BulkMotiveBar({ count, motives, onApply, onClear }: BulkMotiveBarProps) {
  const translate = useTranslate();
  const [idMotive, setMotive] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    if (idMotive === null) return;
    setBusy(true);
    await onApply(idMotive);
    setBusy(false);
    setMotive(null);
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', bgcolor: 'action.selected' }}
      data-testid="bulk-motive"
    >
      <Typography sx={{ mr: 1 }}>{translate('stoppingPoint.bulk.chosen', { smart_count: count })}</Typography>
      <Box sx={{ flexGrow: 1, maxWidth: 420 }}>
        <MotivePicker options={motives} value={idMotive} onChange={setMotive} label={translate('stoppingPoint.bulk.motive')} testId="bulk-motive-picker" />
      </Box>
      <Button variant="contained" disabled={idMotive === null || busy} onClick={() => void apply()} data-testid="bulk-apply">
        {translate('stoppingPoint.bulk.apply')}
      </Button>
      <Button onClick={onClear}>{translate('stoppingPoint.bulk.clear')}</Button>
    </Paper>
  );
}
