import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_READ_MENUS } from './pareto-access.js';
import { OEE_READ_MENUS } from '../../../domain/equipment-stops/oee-readers.js';

describe('OEE_READ_MENUS', () => {
  it('is the OEE settings schema readBy, so a reader of the figures may read the settings behind them', () => {
    const schema = JSON.parse(readFileSync(new URL('../../../../schemas/oee/oee-settings.schema.json', import.meta.url), 'utf8'));
    expect([...schema['x-resource'].readBy].sort()).toEqual([...OEE_READ_MENUS].sort());
  });

  it('may read the OEE series and the pareto', () => {
    for (const menu of OEE_READ_MENUS) expect(ANALYTICS_READ_MENUS).toContain(menu);
  });
});
