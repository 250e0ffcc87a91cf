import { describe, expect, it } from 'vitest';
import { violationAlertKey, violationAlertMessage } from './violation-alert.js';

const facts = { id_card: 7, card_code: 'SPC-01', tag_code: 'FILL', rule: 1, point_ms: 1_775_023_200_000, value: 12.3456789 };

describe('violationAlertKey', () => {
  it('names the card, the rule and the point, so the same violation raises once', () => {
    expect(violationAlertKey(facts)).toBe('spc:7:1:1775023200000');
    expect(violationAlertKey({ ...facts, rule: 2 })).not.toBe(violationAlertKey(facts));
  });
});

describe('violationAlertMessage', () => {
  it('fills the placeholders of the template, the value to six significant digits', () => {
    expect(violationAlertMessage('{card} ({tag}) broke {rule}: {value}', facts)).toBe('SPC-01 (FILL) broke R1: 12.3457');
  });

  it('appends the card, rule and value to a template without placeholders, and uses them alone for a blank one', () => {
    expect(violationAlertMessage(' Check the line ', facts)).toBe('Check the line (SPC-01 R1 12.3457)');
    expect(violationAlertMessage('  ', { ...facts, rule: 2, value: 1500 })).toBe('SPC-01 R2 1500');
  });
});
