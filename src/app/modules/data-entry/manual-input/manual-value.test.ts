import { describe, expect, it } from 'vitest';
import { manualValue, problemsOfRowFields } from './manual-value.js';

const tag = { id_tag: 7, code: 'LAB-1', description: '', active: true, decimals: 2 };

describe('manualValue', () => {
  it('sends the unit wall-clock time as UTC', () => {
    expect(manualValue(tag, '2026-03-10T09:30', '12,5', 'America/Sao_Paulo')).toEqual({
      row: { tag: 7, ts: '2026-03-10T12:30:00Z', value: 12.5 },
      problems: {},
    });
  });

  it('names every problem', () => {
    expect(manualValue(null, '2026-03-10', '', 'UTC').problems).toEqual({
      tag: 'dataEntry.input.chooseTag',
      ts: 'dataEntry.input.invalidTime',
      value: 'dataEntry.common.requiredValue',
    });
    expect(manualValue(tag, '2026-03-10T25:00', 'ten', 'UTC').problems).toEqual({ ts: 'dataEntry.input.invalidTime', value: 'dataEntry.common.invalidNumber' });
  });
});

describe('problemsOfRowFields', () => {
  it('maps the server field errors of the row to the inputs', () => {
    expect(problemsOfRowFields({ 'values.0.value': 'Not a number', 'values.0.tag': 'Calculation tag', values: 'x' })).toEqual({
      value: 'Not a number',
      tag: 'Calculation tag',
    });
  });
});
