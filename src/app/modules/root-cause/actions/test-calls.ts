/** Fake server calls for the panel's browser tests: each answers the action it was given, or what the test says. */
import { vi } from 'vitest';
import type { ActionCalls } from './action-calls.js';
import { actionFixture } from './action-fixture.js';

export function fakeCalls(overrides: Partial<ActionCalls> = {}): { [K in keyof ActionCalls]: ReturnType<typeof vi.fn<ActionCalls[K]>> } {
  const calls = {
    createAction: vi.fn<ActionCalls['createAction']>(() => Promise.resolve(actionFixture(99))),
    updateAction: vi.fn<ActionCalls['updateAction']>((id) => Promise.resolve(actionFixture(id))),
    runActionCommand: vi.fn<ActionCalls['runActionCommand']>((id) => Promise.resolve(actionFixture(id))),
    verifyAction: vi.fn<ActionCalls['verifyAction']>((id) => Promise.resolve(actionFixture(id))),
    duplicateAction: vi.fn<ActionCalls['duplicateAction']>(() => Promise.resolve(actionFixture(98))),
    fetchActionHistory: vi.fn<ActionCalls['fetchActionHistory']>(() => Promise.resolve([])),
    uploadAttachment: vi.fn<ActionCalls['uploadAttachment']>(() =>
      Promise.resolve({ id_attachment: 1, file_name: 'a.png', content_type: 'image/png', size: 10, created_at: '2026-11-20T12:00:00Z' }),
    ),
    downloadAttachment: vi.fn<ActionCalls['downloadAttachment']>(() => Promise.resolve(new Blob(['x']))),
    deleteAttachment: vi.fn<ActionCalls['deleteAttachment']>((id) => Promise.resolve({ id_attachment: id })),
  };
  for (const [name, call] of Object.entries(overrides)) calls[name as keyof ActionCalls].mockImplementation(call as never);
  return calls;
}
