import { describe, expect, it } from 'vitest';
import { clientRulesFor, isRemovedPath, parseClientRules, removedPathsFor, restrictedPaths } from './client-rules.js';

const rules = { scaleClients: [3], restrictedClients: [7, 3] };

describe('client-code rules', () => {
  it.each([
    [3, restrictedPaths],
    [7, ['/scale', ...restrictedPaths]],
    [1, ['/scale']],
    [undefined, ['/scale']],
  ])('client %s loses %j', (client, removed) => {
    expect(removedPathsFor(client, rules)).toEqual(removed);
  });

  it.each([
    ['/root-cause/effects-page', true],
    ['/root-cause', true],
    ['/root-causes', false],
    ['/settings/operational-structure/elements-tree/5', true],
    ['/settings/operational-structure/parameters', false],
  ])('%s removed for a restricted client: %s', (path, removed) => {
    expect(isRemovedPath(path, restrictedPaths)).toBe(removed);
  });

  it.each([
    [undefined, { scaleClients: [], restrictedClients: [] }],
    ['', { scaleClients: [], restrictedClients: [] }],
    ['{"scaleClients":[2]}', { scaleClients: [2], restrictedClients: [] }],
    ['{"scaleClients":[2],"restrictedClients":[4,5]}', { scaleClients: [2], restrictedClients: [4, 5] }],
  ])('parses %j', (raw, expected) => {
    expect(parseClientRules(raw)).toEqual(expected);
  });

  it.each(['[1]', '{"scaleClients":"2"}', '{"restrictedClients":[1.5]}', 'nope'])('refuses %s', (raw) => {
    expect(() => parseClientRules(raw)).toThrow();
  });

  it.each([
    [3, { scaleClients: [3], restrictedClients: [3] }],
    [7, { scaleClients: [], restrictedClients: [7] }],
    [9, { scaleClients: [], restrictedClients: [] }],
  ])('shows client %s only its own code', (client, expected) => {
    expect(clientRulesFor(client, rules)).toEqual(expected);
  });
});
