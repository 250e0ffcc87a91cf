import { describe, expect, it } from 'vitest';
import { canSave, editedEntryId, editLockReducer, idleEditLock, isDirty, isEditing, isLocked, type EditLockAction, type EditLockState } from './edit-lock.js';

const run = (...actions: EditLockAction[]): EditLockState => actions.reduce(editLockReducer, idleEditLock);
const start = (entryId: number, annotation = '<p>old</p>'): EditLockAction => ({ type: 'start', entryId, annotation });
const change = (draft: string): EditLockAction => ({ type: 'change', draft });

describe('editLockReducer', () => {
  it('starts editing from idle with the stored text as draft', () => {
    expect(run(start(1))).toEqual({ status: 'editing', entryId: 1, original: '<p>old</p>', draft: '<p>old</p>' });
  });

  it('refuses to edit a second entry while one is edited', () => {
    const editing = run(start(1), change('<p>new</p>'));
    expect(editLockReducer(editing, start(2))).toBe(editing);
  });

  it('refuses to edit any entry while one is being saved', () => {
    const saving = run(start(1), change('<p>new</p>'), { type: 'save' });
    expect(saving.status).toBe('saving');
    expect(editLockReducer(saving, start(2))).toBe(saving);
    expect(editLockReducer(saving, start(1))).toBe(saving);
  });

  it('cancel drops the draft and frees the lock', () => {
    expect(run(start(1), change('<p>new</p>'), { type: 'cancel' })).toEqual(idleEditLock);
    expect(run(start(1), { type: 'cancel' }, start(2))).toMatchObject({ status: 'editing', entryId: 2 });
  });

  it('save then saved frees the lock', () => {
    expect(run(start(1), change('<p>new</p>'), { type: 'save' }, { type: 'saved' })).toEqual(idleEditLock);
  });

  it('a failed save goes back to editing with the draft kept', () => {
    expect(run(start(1), change('<p>new</p>'), { type: 'save' }, { type: 'saveFailed' })).toEqual({
      status: 'editing',
      entryId: 1,
      original: '<p>old</p>',
      draft: '<p>new</p>',
    });
  });

  it('does not save an empty text', () => {
    const empty = run(start(1), change('<p><br></p>'));
    expect(canSave(empty)).toBe(false);
    expect(editLockReducer(empty, { type: 'save' })).toBe(empty);
  });

  it('ignores changes, cancel and results that do not fit the state', () => {
    expect(run(change('<p>x</p>'))).toBe(idleEditLock);
    expect(run({ type: 'cancel' }, { type: 'save' }, { type: 'saved' }, { type: 'saveFailed' })).toBe(idleEditLock);
    const saving = run(start(1), { type: 'save' });
    expect(editLockReducer(saving, change('<p>late</p>'))).toBe(saving);
    expect(editLockReducer(saving, { type: 'cancel' })).toBe(saving);
  });

  it('frees the lock when the edited entry is removed, not another', () => {
    expect(run(start(1), { type: 'removed', entryId: 1 })).toEqual(idleEditLock);
    expect(run(start(1), { type: 'removed', entryId: '1' })).toEqual(idleEditLock);
    expect(run(start(1), { type: 'removed', entryId: 2 })).toMatchObject({ status: 'editing', entryId: 1 });
  });
});

describe('edit lock selectors', () => {
  const editing = run(start(1), change('<p>new</p>'));

  it('tell which entry is edited and which are locked', () => {
    expect(editedEntryId(editing)).toBe(1);
    expect(isEditing(editing, 1)).toBe(true);
    expect(isLocked(editing, 1)).toBe(false);
    expect(isLocked(editing, 2)).toBe(true);
    expect(isEditing(idleEditLock, 1)).toBe(false);
    expect(isLocked(idleEditLock, 2)).toBe(false);
    expect(editedEntryId(idleEditLock)).toBeUndefined();
  });

  it('tell whether the draft changed', () => {
    expect(isDirty(editing)).toBe(true);
    expect(isDirty(run(start(1)))).toBe(false);
    expect(isDirty(idleEditLock)).toBe(false);
  });
});
