import { describe, expect, it } from 'vitest';
import { listOf, pageOf, recordOf } from './answer-shapes.js';

describe('listOf', () => {
  it.each([
    ['a bare array', [1, 2], [1, 2]],
    ['a data array', { data: [3] }, [3]],
    ['a record without data', { x: 1 }, []],
    ['null', null, []],
    ['a data record', { data: { a: 1 } }, []],
  ])('%s', (_name, json, want) => {
    expect(listOf(json)).toEqual(want);
  });
});

describe('recordOf', () => {
  it('reads the record itself or its data record', () => {
    expect(recordOf({ id: 1 })).toEqual({ id: 1 });
    expect(recordOf({ data: { id: 2 } })).toEqual({ id: 2 });
    expect(recordOf([1])).toBeUndefined();
    expect(recordOf('x')).toBeUndefined();
  });
});

describe('pageOf', () => {
  it('reads the total from the raw body when the client unwrapped the rows', () => {
    expect(pageOf([{ id: 1 }], JSON.stringify({ data: [{ id: 1 }], total: 42 }))).toEqual({ rows: [{ id: 1 }], total: 42 });
  });
  it('reads a wrapped page', () => {
    expect(pageOf({ data: [{ id: 1 }], total: 7 }, undefined)).toEqual({ rows: [{ id: 1 }], total: 7 });
    expect(pageOf([{ id: 1 }], JSON.stringify({ data: { data: [{ id: 1 }], total: 9 } }))).toEqual({ rows: [{ id: 1 }], total: 9 });
  });
  it('counts the rows when no total is given or the body is not JSON', () => {
    expect(pageOf([{ id: 1 }, { id: 2 }], '[]')).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(pageOf([], 'oops')).toEqual({ rows: [], total: 0 });
  });
});
