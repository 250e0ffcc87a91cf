import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/server/db/create-database.js';
import { whileNoOtherRun } from '../../src/server/modules/jobs/job-lock.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-server.js';

/** A scheduled job on pg-boss never overlaps itself: the lock two processes (two pools here) contend for. */
describe('a scheduled job never overlaps itself across processes (postgres)', () => {
  let testDatabase: TestDatabase;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    first = createDatabase(testDatabase.url);
    second = createDatabase(testDatabase.url);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await testDatabase?.drop();
  });

  it('skips a run while another process runs the job, and runs once it has finished', async () => {
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const long = whileNoOtherRun(first.db, 'nightly', async () => {
      started();
      await running;
    });
    await hasStarted;
    let ranMeanwhile = false;
    expect(await whileNoOtherRun(second.db, 'nightly', async () => void (ranMeanwhile = true))).toBe(false);
    expect(ranMeanwhile).toBe(false);
    expect(await whileNoOtherRun(second.db, 'other-job', async () => {})).toBe(true);
    release();
    expect(await long).toBe(true);
    expect(await whileNoOtherRun(second.db, 'nightly', async () => {})).toBe(true);
  });

  it('releases the lock when the run fails', async () => {
    await expect(
      whileNoOtherRun(first.db, 'failing', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await whileNoOtherRun(second.db, 'failing', async () => {})).toBe(true);
  });
});
