import { describe, expect, it } from 'vitest';
import type { AlertMovement } from './alert-records.js';
import { copyToMarkRead } from './read-mark.js';

const movement = (fields: Partial<AlertMovement> = {}): AlertMovement => ({
  id_movalerta: 7,
  id_alerta: 2,
  mov_msg_alerta: 'm',
  mov_dt_alerta: '2026-03-01T10:00:00Z',
  viewedBy: [],
  id_mvu: 40,
  dt_visualizado: null,
  ...fields,
});

describe('copyToMarkRead', () => {
  it("marks the user's unread copy", () => {
    expect(copyToMarkRead(movement(), { id_movalerta: 7 }, 3)).toBe(40);
  });

  it("takes the list row's copy when the movement does not say", () => {
    expect(copyToMarkRead(movement({ id_mvu: undefined }), { id_movalerta: 7, id_mvu: 41 }, 3)).toBe(41);
  });

  it('marks nothing once viewed, by the time or by the viewers list', () => {
    expect(copyToMarkRead(movement({ dt_visualizado: '2026-03-01T10:01:00Z' }), undefined, 3)).toBeUndefined();
    expect(copyToMarkRead(movement({ viewedBy: [{ id_usuario: 3, usu_nome: 'Ana', dt_visualizado: '2026-03-01T10:01:00Z' }] }), undefined, 3)).toBeUndefined();
  });

  it('marks nothing for a user who was not notified, or before the movement is known', () => {
    expect(copyToMarkRead(movement({ id_mvu: null }), { id_movalerta: 7, id_mvu: null }, 3)).toBeUndefined();
    expect(copyToMarkRead(undefined, { id_movalerta: 7, id_mvu: 41 }, 3)).toBeUndefined();
    expect(copyToMarkRead(movement(), undefined, undefined)).toBeUndefined();
  });
});
