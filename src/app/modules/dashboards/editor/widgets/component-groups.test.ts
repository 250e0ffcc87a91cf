import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES } from '../../../../../domain/dashboards/components/component-types.js';
import { groupedComponents } from './component-groups.js';

describe('the component select sections', () => {
  it('offer every component type once, and the empty frame first', () => {
    const types = groupedComponents().flatMap((group) => group.types);
    expect(types[0]).toBe('empty');
    expect([...types].sort()).toEqual(['empty', ...COMPONENT_TYPES].sort());
  });
});
