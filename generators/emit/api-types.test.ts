import { describe, expect, it } from 'vitest';
import { entityList } from '../../src/generated/entities.js';
import { entityRecord, resolveRefs, route, sharedShapes } from '../../src/server/route-schemas/route-schema.js';
import { emitApiTypes } from './api-types.js';

describe('emitApiTypes', () => {
  it('names a shared shape once, types an entity record by its generated type, and names each route part', async () => {
    const shared = sharedShapes({
      'point.schema.json': { title: 'Point', type: 'object', properties: { x: { type: 'number' } }, required: ['x'], additionalProperties: false },
    });
    const list = resolveRefs(
      {
        type: 'object',
        properties: { data: { type: 'array', items: { $ref: 'point.schema.json' } }, tag: { $ref: 'entity:tags' } },
        required: ['data'],
        additionalProperties: false,
      },
      shared,
    );
    const one = resolveRefs({ type: 'object', properties: { data: { $ref: 'point.schema.json' } }, required: ['data'], additionalProperties: false }, shared);
    const routes = [
      route('GET', '/X/points', 'PointList', { query: { type: 'object', properties: { q: { type: 'string' } } }, answer: list }),
      route('GET', '/X/points/:id', 'PointRead', { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, answer: one }),
    ];
    const [output] = await emitApiTypes(routes, entityList);
    const text = output!.contents;
    expect(text.match(/export interface Point \{/g)).toHaveLength(1);
    expect(text).toContain("import type { Tag } from './types.js';");
    expect(text).toMatch(/export interface PointListAnswer \{\s+data: Point\[\];\s+tag\?: Tag;/);
    expect(text).toMatch(/export interface PointReadAnswer \{\s+data: Point;/);
    expect(text).toContain('export interface PointListQuery');
    expect(text).toContain('export interface PointReadParams');
  });

  it('answers an entity record with its readable fields only: no write-only password hash', () => {
    const user = entityRecord('users') as { properties: Record<string, unknown>; additionalProperties: boolean };
    expect(Object.keys(user.properties)).toContain('usu_login');
    expect(Object.keys(user.properties)).not.toContain('usu_senha');
    expect(user.additionalProperties).toBe(false);
  });
});
