import { describe, expect, it } from 'vitest';
import { tables } from '../../../generated/tables.js';
import { sources } from './sources.js';

describe('the tables the alert queries read', () => {
  it.each(Object.entries(sources))('%s is a generated table (%s)', (_, name) => {
    expect(tables.map((table) => table.name)).toContain(name);
  });

  it('the group users junction links groups to users', () => {
    const junction = tables.find((table) => table.name === sources.groupUsers)!;
    expect(junction.columns.map((column) => column.name)).toEqual(['id_grupoalerta', 'ref_id']);
  });
});
