import { describe, expect, it } from 'vitest';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { entities } from '../../../generated/entities.js';
import { serverFilled } from './server-fill.js';
import { mayAct } from '../access/permissions.js';

const log = entities['activity-log'] as EntityModel;
const measures = entities['units-of-measurement'] as EntityModel;
const scope = { isAdmin: false, clientId: 1, unit: null, userId: 7 };

describe('serverFilled', () => {
  it('gives the activity log the signed user and the time', () => {
    expect(serverFilled(log, scope, '2026-01-02T03:04:05.000Z')).toEqual({ id_usuario: 7, log_data: '2026-01-02T03:04:05.000Z' });
  });

  it('fills nothing on an entity without x-fill', () => {
    expect(serverFilled(measures, scope)).toEqual({});
  });
});

describe('mayAct on a journal', () => {
  const none = new Map();
  const reader = new Map([['log', new Set(['read'] as const)]]);
  it('lets every signed user create and nobody change entries', () => {
    for (const isAdmin of [true, false]) {
      expect(mayAct({ isAdmin, permissions: none }, log, 'create')).toBe(true);
      expect(mayAct({ isAdmin, permissions: reader }, log, 'update')).toBe(false);
      expect(mayAct({ isAdmin, permissions: reader }, log, 'delete')).toBe(false);
    }
  });

  it('lets only admins and readers of menu log read', () => {
    expect(mayAct({ isAdmin: false, permissions: none }, log, 'read')).toBe(false);
    expect(mayAct({ isAdmin: false, permissions: reader }, log, 'read')).toBe(true);
    expect(mayAct({ isAdmin: true, permissions: none }, log, 'read')).toBe(true);
  });
});
