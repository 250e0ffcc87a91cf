import { useEffect, useMemo, useState } from 'react';
import type { Period } from '../../../unit-data/period-store.js';
import { currentSlot, slotsOfDate, type CollectFrequency } from './collect-slots.js';

/**
 * The date and slot chosen for a collection; back to the current slot when the group, its
 * frequency or the unit's period changes.
 */
export function useCollectSlot(frequency: CollectFrequency, period: Period | null, groupId: number | undefined) {
  const initial = () => currentSlot(frequency, Date.now(), period);
  const [date, setDate] = useState(() => initial().date);
  const [start, setStart] = useState(() => initial().start);
  useEffect(() => {
    const now = initial();
    setDate(now.date);
    setStart(now.start);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- back to the current slot when the frequency, period or group changes, not on every render's new `initial`.
  }, [frequency, period, groupId]);
  const slots = useMemo(() => slotsOfDate(frequency, date, period), [frequency, date, period]);
  const slot = slots.find((candidate) => candidate.start === start) ?? slots[0];
  return { date, setDate, slots, slot, setStart };
}
