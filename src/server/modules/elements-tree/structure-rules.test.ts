import { describe, expect, it } from 'vitest';
import { plantMoveRefusal, unitPlantRefusal } from './structure-rules.js';

const ok = { isSuperAdmin: true, fromClient: 1, toClient: 2, targetActive: 'S', nameTaken: false, userLinks: 0 };

describe('plantMoveRefusal', () => {
  it('lets a super-administrator move a plant without users into a free name of an active client', () => {
    expect(plantMoveRefusal(ok)).toBeNull();
  });
  it.each([
    [{ isSuperAdmin: false }, 403, 'FORBIDDEN'],
    [{ targetActive: undefined }, 400, 'VALIDATION'],
    [{ targetActive: 'N' }, 400, 'VALIDATION'],
    [{ nameTaken: true }, 409, 'CONFLICT_UNIQUE'],
    [{ userLinks: 2 }, 409, 'CONFLICT_USERS'],
  ])('refuses %j', (change, status, code) => {
    const refusal = plantMoveRefusal({ ...ok, ...change });
    expect([refusal?.statusCode, refusal?.code]).toEqual([status, code]);
  });
});

it('keeps units out of inactive plants', () => {
  expect(unitPlantRefusal('S')).toBeNull();
  expect(unitPlantRefusal(undefined)).toBeNull();
  expect(unitPlantRefusal('N')?.fields).toEqual({ plt_codigo: { key: 'elementsTree.errors.plantInactive' } });
});
