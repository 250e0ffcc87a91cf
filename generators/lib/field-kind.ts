import type { FieldKind } from '../../src/domain/entities/entity-model.js';

/** The one place that decides what a JSON Schema property is. */
export function fieldKind(name: string, property: Record<string, any>, key: string): FieldKind {
  if (name === key) return 'key';
  if (property.type === 'array') {
    if (property.items?.['x-ref']) return 'refs';
    return 'objects';
  }
  // A free object (a dashboard widget's options: its shape depends on another field) is kept as JSON too.
  if (property.type === 'object') return 'objects';
  if (property['x-ref']) return 'ref';
  const values: unknown[] | undefined = property.enum;
  if (values && sameSet(values, ['S', 'N'])) return 'flag';
  if (values && sameSet(values, [0, 1])) return 'bit';
  if (values) return 'enum';
  switch (nonNullType(property.type)) {
    case 'boolean':
      return 'boolean';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'string':
      return stringKind(property);
    default:
      throw new Error(`property ${name}: unsupported type ${JSON.stringify(property.type)}`);
  }
}

/** `["integer", "null"]` is an integer that may be null (inside nested lists, where a null is kept). */
function nonNullType(type: unknown): unknown {
  if (!Array.isArray(type)) return type;
  const types = type.filter((t) => t !== 'null');
  return types.length === 1 && type.length === 2 ? types[0] : type;
}

function stringKind(property: Record<string, any>): FieldKind {
  switch (property.format) {
    case 'password':
    case 'email':
    case 'date':
    case 'date-time':
    case 'hour-minute':
      return property.format;
    case undefined:
      return property.pattern === '^#[0-9a-fA-F]{6}$' ? 'color' : 'string';
    default:
      throw new Error(`unsupported format ${property.format}`);
  }
}

function sameSet(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && b.every((value) => a.includes(value));
}
