import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaSource } from './load.js';
import { checkMetaSchema } from './meta-schema.js';

const sources = await loadSchemas(join(import.meta.dirname, '../../schemas'));
const unitFile = 'operational-structure/unit.schema.json';

function withEdit(file: string, edit: (schema: any) => void): SchemaSource[] {
  return sources.map((source) => {
    if (source.file !== file) return source;
    const schema = structuredClone(source.schema);
    edit(schema);
    return { ...source, schema };
  });
}

describe('meta-schema (schemas/meta.schema.json)', () => {
  it('accepts every schema of schemas/', () => {
    expect(sources.length).toBeGreaterThanOrEqual(24);
    expect(() => checkMetaSchema(sources)).not.toThrow();
  });

  // One failing fixture per x-* keyword, per x-resource sub-key misspelt, and per standard keyword misspelt.
  const broken: [string, string, (schema: any) => void, string][] = [
    ['a misspelt x-unique', unitFile, (s) => (s.properties.ele_descri['x-uniq'] = []), '/properties/ele_descri/x-uniq: is not an allowed keyword'],
    [
      'x-unique naming no property name',
      unitFile,
      (s) => (s.properties.ele_descri['x-unique'] = 'plt_codigo'),
      '/properties/ele_descri/x-unique: must be array',
    ],
    ['an unknown x-* keyword at the root', unitFile, (s) => (s['x-lst'] = {}), '/x-lst: is not an allowed keyword'],
    ['x-resource that is no object', unitFile, (s) => (s['x-resource'] = 'units'), '/x-resource: must be object'],
    ['x-resource without its key', unitFile, (s) => delete s['x-resource'].key, "/x-resource: must have required property 'key'"],
    ['x-resource.readby (readBy misspelt)', unitFile, (s) => (s['x-resource'].readby = 'signed'), '/x-resource/readby: is not an allowed keyword'],
    ['x-resource.alsomenus (alsoMenus misspelt)', unitFile, (s) => (s['x-resource'].alsomenus = ['x']), '/x-resource/alsomenus: is not an allowed keyword'],
    ['x-resource.names (name misspelt)', unitFile, (s) => (s['x-resource'].names = 'x'), '/x-resource/names: is not an allowed keyword'],
    ['x-resource.apis (api misspelt)', unitFile, (s) => (s['x-resource'].apis = 'X/entities/Y'), '/x-resource/apis: is not an allowed keyword'],
    ['x-resource.tabel (table misspelt)', unitFile, (s) => (s['x-resource'].tabel = 'x'), '/x-resource/tabel: is not an allowed keyword'],
    ['x-resource.keys (key misspelt)', unitFile, (s) => (s['x-resource'].keys = 'x'), '/x-resource/keys: is not an allowed keyword'],
    ['x-resource.menus (menu misspelt)', unitFile, (s) => (s['x-resource'].menus = 'x'), '/x-resource/menus: is not an allowed keyword'],
    ['x-resource.routes (route misspelt)', unitFile, (s) => (s['x-resource'].routes = '/x'), '/x-resource/routes: is not an allowed keyword'],
    ['x-resource.scopes (scope misspelt)', unitFile, (s) => (s['x-resource'].scopes = 'plant'), '/x-resource/scopes: is not an allowed keyword'],
    ['x-resource.labels (label misspelt)', unitFile, (s) => (s['x-resource'].labels = 'x'), '/x-resource/labels: is not an allowed keyword'],
    ['x-resource.jornal (journal misspelt)', unitFile, (s) => (s['x-resource'].jornal = true), '/x-resource/jornal: is not an allowed keyword'],
    [
      'x-resource.readBy that is neither "signed" nor menu ids',
      unitFile,
      (s) => (s['x-resource'].readBy = 'everyone'),
      '/x-resource/readBy: must match a schema in anyOf',
    ],
    ['x-resource.singleton that is no boolean', unitFile, (s) => (s['x-resource'].singleton = 'yes'), '/x-resource/singleton: must be boolean'],
    ['x-resource.journal that is no boolean', unitFile, (s) => (s['x-resource'].journal = 'yes'), '/x-resource/journal: must be boolean'],
    ['x-list.column (columns misspelt)', unitFile, (s) => (s['x-list'].column = []), '/x-list/column: is not an allowed keyword'],
    [
      'x-list.sort with no direction',
      unitFile,
      (s) => (s['x-list'].sort = ['ele_descri', 'UP']),
      '/x-list/sort/1: must be equal to one of the allowed values (ASC, DESC)',
    ],
    ['x-ref that is no schema $id', unitFile, (s) => (s.properties.plt_codigo['x-ref'] = 42), '/properties/plt_codigo/x-ref: must be string'],
    [
      'a misspelt x-ref',
      unitFile,
      (s) => (s.properties.plt_codigo['x-reference'] = 'operational-structure/plant'),
      '/properties/plt_codigo/x-reference: is not an allowed keyword',
    ],
    [
      'x-menu-id that is not true',
      unitFile,
      (s) => (s.properties.ele_descri['x-menu-id'] = 'yes'),
      '/properties/ele_descri/x-menu-id: must be equal to constant',
    ],
    ['a misspelt x-menu-id', unitFile, (s) => (s.properties.ele_descri['x-menuid'] = true), '/properties/ele_descri/x-menuid: is not an allowed keyword'],
    [
      'an unknown x-fill',
      unitFile,
      (s) => (s.properties.plt_codigo['x-fill'] = 'moon'),
      '/properties/plt_codigo/x-fill: must be equal to one of the allowed values (signed-user, now)',
    ],
    ['a misspelt x-fill', unitFile, (s) => (s.properties.plt_codigo['x-filled'] = 'now'), '/properties/plt_codigo/x-filled: is not an allowed keyword'],
    ['a misspelt standard keyword', unitFile, (s) => (s.properties.ele_descri.maxLenght = 10), '/properties/ele_descri/maxLenght: is not an allowed keyword'],
    [
      'an unknown format',
      unitFile,
      (s) => (s.properties.ele_descri.format = 'uri'),
      '/properties/ele_descri/format: must be equal to one of the allowed values',
    ],
    [
      'a misspelt keyword inside nested items',
      'access-control/access-profile.schema.json',
      (s) => (s.properties.permissions.items.properties.menu_id['x-menuid'] = true),
      '/properties/permissions/items/properties/menu_id/x-menuid: is not an allowed keyword',
    ],
  ];
  it.each(broken)('refuses %s as <file>: <json pointer>: <reason>', (_name, file, edit, reason) => {
    expect(() => checkMetaSchema(withEdit(file, edit))).toThrow(`${file}: ${reason}`);
  });
});
