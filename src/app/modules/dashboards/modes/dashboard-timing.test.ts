import { describe, expect, it } from 'vitest';
import { dashboardTiming } from './dashboard-timing.js';

describe('dashboardTiming', () => {
  it('reads the record, the defaults (30 s, 60 s) for what it does not say', () => {
    expect(dashboardTiming(undefined)).toEqual({ cycleSeconds: 30, refreshSeconds: 60 });
    expect(dashboardTiming({ cycle_time: 0, refresh_delay: 15 })).toEqual({ cycleSeconds: 0, refreshSeconds: 15 });
    expect(dashboardTiming({ cycle_time: null, refresh_delay: -1 })).toEqual({ cycleSeconds: 30, refreshSeconds: 60 });
  });
});
