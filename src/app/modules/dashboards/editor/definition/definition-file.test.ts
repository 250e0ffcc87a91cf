import { describe, expect, it } from 'vitest';
import { definitionFileName } from './definition-api.js';
import { readDefinition } from './definition-file.js';

const file = {
  format: 'plant-dashboard',
  version: 1,
  dashboard: { vis_descricao: 'Linha 1' },
  tabs: [
    { description: 'A', widgets: [{ title: 'x', component: 'empty' }] },
    { description: 'B', widgets: [] },
  ],
};

describe('a dashboard definition file', () => {
  it('is read with its number of tabs and widgets', () => {
    expect(readDefinition(JSON.stringify(file))).toEqual({ definition: file, tabs: 2, widgets: 1 });
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['another format', JSON.stringify({ ...file, format: 'spreadsheet' })],
    ['another version', JSON.stringify({ ...file, version: 2 })],
    ['no tabs', JSON.stringify({ ...file, tabs: undefined })],
    ['null', 'null'],
  ])('is refused when it is %s', (_name, text) => {
    expect(readDefinition(text)).toEqual({ error: 'notDefinition' });
  });

  it('is saved under the id and the name in plain letters', () => {
    expect(definitionFileName(12, 'Produção – Linha 1')).toBe('dashboard-12-producao-linha-1.json');
    expect(definitionFileName(3, undefined)).toBe('dashboard-3.json');
  });
});
