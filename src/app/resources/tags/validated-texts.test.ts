import { describe, expect, it } from 'vitest';
import { storedTexts, unvalidatedIndexes, withItemErrors } from './validated-texts.js';

describe('validated texts', () => {
  const accepted = new Set(['T:A * 2']);

  it('names the items whose text was neither stored nor validated, ignoring empty ones', () => {
    const items = [{ formula: 'T:A * 2' }, { formula: 'T:A * 3' }, { formula: '' }, {}, { formula: 'T:B' }];
    expect(unvalidatedIndexes(items, 'formula', accepted)).toEqual([1, 4]);
    expect(unvalidatedIndexes(undefined, 'formula', accepted)).toEqual([]);
  });

  it("places the message under the item, keeping the schema's own error there", () => {
    const errors = { calculations: [undefined, { formula: { message: 'global.labels.requiredField', args: {} } }] };
    expect(withItemErrors(errors, 'calculations', 'formula', [1, 2], 'tags.form.calculation.notValidated')).toEqual({
      calculations: [
        {},
        { formula: { message: 'global.labels.requiredField', args: {} } },
        { formula: { message: 'tags.form.calculation.notValidated', args: {} } },
      ],
    });
    expect(withItemErrors({}, 'calculations', 'formula', [], 'x')).toEqual({});
  });

  it('reads the stored texts of a record', () => {
    expect(storedTexts({ rules: [{ expression: 'T:A > 1' }, { kind: 'formula' }] }, 'rules', 'expression')).toEqual(['T:A > 1']);
    expect(storedTexts(undefined, 'rules', 'expression')).toEqual([]);
  });
});
