import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/create-database.js';
import { tagsWithPoints } from './tag-points.js';

describe('tagsWithPoints', () => {
  let database: Database;
  afterEach(() => database.close());

  it('treats a missing value table as no points', async () => {
    database = createDatabase('sqlite::memory:');
    expect(await tagsWithPoints(database.db, [1, 2])).toEqual(new Set());
  });

  it('names the tags that have at least one stored value', async () => {
    database = createDatabase('sqlite::memory:');
    await sql`create table tag_value (id_tag integer not null, ts integer not null, value real not null, primary key (id_tag, ts))`.execute(database.db);
    await sql`insert into tag_value values (2, 0, 1.5), (2, 1000, 2), (3, 0, 0)`.execute(database.db);
    expect(await tagsWithPoints(database.db, [1, 2, 3, 2])).toEqual(new Set([2, 3]));
  });
});
