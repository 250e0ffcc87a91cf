import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STOP_CONSISTENCIES, type StopConsistency } from '../../../../domain/equipment-stops/stop-model.js';

interface ConsistencyTabsProps {
  value: StopConsistency;
  counts: Record<StopConsistency, number> | undefined;
  onChange: (state: StopConsistency) => void;
}

/** One tab per consistency state with its count; scrolls sideways on phones. */
export function ConsistencyTabs({ value, counts, onChange }: ConsistencyTabsProps) {
  const translate = useTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_event, state: StopConsistency) => onChange(state)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      // Width 0 growing to 100 %: the tabs scroll inside rather than widen the page on phones.
      sx={{ width: 0, minWidth: '100%' }}
    >
      {STOP_CONSISTENCIES.map((state) => (
        <Tab
          key={state}
          value={state}
          label={`${translate(`equipmentStops.consistency.${state}`)} (${counts ? counts[state] : '…'})`}
          data-testid={`consistency-tab-${state}`}
        />
      ))}
    </Tabs>
  );
}
