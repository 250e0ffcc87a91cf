import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../../generated/tables.js';
import { createDatabase, type Database } from '../../db/create-database.js';
import { migrate } from '../../db/migrate.js';
import { saveContract } from './contract-repository.js';
import { contractStatusOf } from './contract-status.js';

describe('contractStatusOf', () => {
  let database: Database;
  beforeAll(async () => {
    database = createDatabase('sqlite::memory:');
    await migrate(database, tables);
    await database.db
      .insertInto('cliente')
      .values([
        { cli_codigo: 1, cli_descri: 'Contracted' },
        { cli_codigo: 2, cli_descri: 'None' },
      ])
      .execute();
    await saveContract(database.db, 1, { endDate: '2027-06-30', keyIssuedAt: null });
  });
  afterAll(() => database.close());

  it.each([
    ['30 days before the end', '2027-06-01T00:00:00Z', { status: 'ACTIVE', endDate: '2027-06-30', daysLeft: 30 }],
    ['on the last day', '2027-06-30T23:59:59Z', { status: 'ACTIVE', endDate: '2027-06-30', daysLeft: 1 }],
    ['the day after', '2027-07-01T00:00:00Z', { status: 'EXPIRED', endDate: '2027-06-30', daysLeft: 0 }],
  ])('reads the stored end date: %s', async (_name, now, want) => {
    expect(await contractStatusOf(database.db, 1, new Date(now))).toEqual(want);
  });

  it('is UNCONTRATED for a client without a contract, and for an unknown client', async () => {
    const none = { status: 'UNCONTRATED', endDate: null, daysLeft: null };
    expect(await contractStatusOf(database.db, 2)).toEqual(none);
    expect(await contractStatusOf(database.db, 99)).toEqual(none);
  });

  it('follows a replaced end date', async () => {
    await saveContract(database.db, 1, { endDate: '2027-08-31', keyIssuedAt: '2027-07-02T10:00:00.000Z' });
    expect(await contractStatusOf(database.db, 1, new Date('2027-07-02T12:00:00Z'))).toMatchObject({ status: 'ACTIVE', daysLeft: 61 });
  });
});
