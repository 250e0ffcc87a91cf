import { describe, expect, it } from 'vitest';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const shortcuts = 'ANALYSIS/entities/SHORTCUT';
const period = { start: '2026-01-01T00:00:00.000Z', end: '2026-02-01T00:00:00.000Z' };

describe.each(dialects)('analysis shortcuts keep tag ids and event ids (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;

  it('stores and reads back the event ids of a shortcut, beside its tag ids', async () => {
    const created = await suite.api.post(shortcuts, { description: 'Stops in January', ...period, tag_ids: [3], event_ids: [7, 9] }, admin());
    expect(created.status).toBe(200);
    const read = await suite.api.get(`${shortcuts}/${created.body.data.id_shortcut}`, admin());
    expect(read.body.data).toMatchObject({ tag_ids: [3], event_ids: [7, 9] });
  });

  it('gives a shortcut saved without events an empty list, and edits the events', async () => {
    const created = await suite.api.post(shortcuts, { description: 'Tags only', ...period, tag_ids: [3] }, admin());
    expect(created.body.data.event_ids).toEqual([]);
    const edited = await suite.api.put(`${shortcuts}/${created.body.data.id_shortcut}`, { event_ids: [11] }, admin());
    expect(edited.body.data).toMatchObject({ tag_ids: [3], event_ids: [11] });
  });

  it.each([
    ['not a list', 'seven'],
    ['not whole numbers', [1.5]],
    ['more than 50', Array.from({ length: 51 }, (_, index) => index + 1)],
  ])('answers 400 on event_ids for %s', async (_name, eventIds) => {
    const answer = await suite.api.post(shortcuts, { description: 'Bad', ...period, event_ids: eventIds }, admin());
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)[0]).toMatch(/^event_ids/);
  });
});
