import { Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { PeriodPicker } from '../../analysis/PeriodPicker.js';
import { ShortcutMenu } from '../../analysis/ShortcutMenu.js';
import { FramePicker } from './FramePicker.js';
import type { useFramePeriod } from './useFramePeriod.js';

interface FramePeriodFiltersProps {
  filters: ReturnType<typeof useFramePeriod>;
  timezone: string;
  /** More filters after the period. */
  children?: ReactNode;
}

/** The frame and the period (with the analysis shortcuts) over a stop list; wraps on phones. */
export function FramePeriodFilters({ filters, timezone, children }: FramePeriodFiltersProps) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', pb: '8px !important' }}>
        <FramePicker value={filters.idFrame} onChange={filters.setFrame} />
        <PeriodPicker
          range={filters.range}
          onChange={filters.setRange}
          timezone={timezone}
          shortcuts={<ShortcutMenu timezone={timezone} onApply={filters.setRange} />}
        />
        {children}
      </CardContent>
    </Card>
  );
}
