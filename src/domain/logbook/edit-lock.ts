/**
 * The logbook's one-at-a-time editing (platform-core section 4): while an entry is being edited or
 * saved, no other entry can enter edit mode. A pure reducer, for React's useReducer.
 */
import { isEmptyAnnotation } from './empty-annotation.js';

export type EntryId = number | string;

export type EditLockState =
  | { status: 'idle' }
  | { status: 'editing'; entryId: EntryId; original: string; draft: string }
  | { status: 'saving'; entryId: EntryId; original: string; draft: string };

export type EditLockAction =
  | { type: 'start'; entryId: EntryId; annotation: string }
  | { type: 'change'; draft: string }
  | { type: 'cancel' }
  | { type: 'save' }
  | { type: 'saved' }
  | { type: 'saveFailed' }
  /** The entry was deleted or is gone from the list. */
  | { type: 'removed'; entryId: EntryId };

export const idleEditLock: EditLockState = { status: 'idle' };

/** Anything not listed leaves the state as it is (the same object, so React skips a render). */
export function editLockReducer(state: EditLockState, action: EditLockAction): EditLockState {
  switch (action.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'editing', entryId: action.entryId, original: action.annotation, draft: action.annotation } : state;
    case 'change':
      return state.status === 'editing' ? { ...state, draft: action.draft } : state;
    case 'cancel':
      return state.status === 'editing' ? idleEditLock : state;
    case 'save':
      return canSave(state) && state.status === 'editing' ? { ...state, status: 'saving' } : state;
    case 'saved':
      return state.status === 'saving' ? idleEditLock : state;
    case 'saveFailed':
      return state.status === 'saving' ? { ...state, status: 'editing' } : state;
    case 'removed':
      return state.status !== 'idle' && sameId(state.entryId, action.entryId) ? idleEditLock : state;
  }
}

const sameId = (a: EntryId, b: EntryId): boolean => String(a) === String(b);

/** The entry in edit mode (or being saved), if any. */
export function editedEntryId(state: EditLockState): EntryId | undefined {
  return state.status === 'idle' ? undefined : state.entryId;
}

export function isEditing(state: EditLockState, entryId: EntryId): boolean {
  return state.status !== 'idle' && sameId(state.entryId, entryId);
}

/** Another entry is being edited: this one's edit button is disabled. */
export function isLocked(state: EditLockState, entryId: EntryId): boolean {
  return state.status !== 'idle' && !sameId(state.entryId, entryId);
}

/** Save is offered while editing a text that is not empty. */
export function canSave(state: EditLockState): boolean {
  return state.status === 'editing' && !isEmptyAnnotation(state.draft);
}

/** The draft differs from the stored text (for a "discard changes?" prompt). */
export function isDirty(state: EditLockState): boolean {
  return state.status !== 'idle' && state.draft !== state.original;
}
