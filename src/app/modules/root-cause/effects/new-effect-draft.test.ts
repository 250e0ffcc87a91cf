import { describe, expect, it } from 'vitest';
import { newEffectBody, type NewEffectDraft } from './new-effect-draft.js';

const ana = { id: 5, name: 'Ana' };
const bruno = { id: 8, name: 'Bruno' };
const draft = (changes: Partial<NewEffectDraft> = {}): NewEffectDraft => ({
  description: 'Seal leaks on line 2',
  occurredAt: '',
  responsible: ana,
  examiner: ana,
  manager: bruno,
  team: [],
  ...changes,
});

describe('newEffectBody', () => {
  it('needs a description, blanks alone not counting', () => {
    expect(newEffectBody(draft({ description: '   ' }), 'UTC')).toEqual({ fields: { description: { key: 'rcaEffects.dialog.descriptionRequired' } } });
  });

  it('sends the trimmed description, the people by id and the team', () => {
    expect(newEffectBody(draft({ description: '  Seal leaks ', team: [ana, bruno] }), 'UTC')).toEqual({
      body: { description: 'Seal leaks', id_responsible: 5, id_examiner: 5, id_manager: 8, team: [5, 8] },
    });
  });

  it("reads the occurrence on the unit's wall clock and leaves out what is empty", () => {
    const check = newEffectBody(draft({ occurredAt: '2026-11-20T08:30', responsible: null, examiner: null, manager: null }), 'America/Sao_Paulo');
    expect(check).toEqual({ body: { description: 'Seal leaks on line 2', occurred_at: '2026-11-20T11:30:00Z' } });
  });
});
