import type { EntityModel, FieldModel } from '../../../domain/entities/entity-model.js';

const truthy = new Set(['true', '1', 's', 'y', 'yes', 'sim', 'si', 'sí']);
const falsy = new Set(['false', '0', 'n', 'no', 'não', 'nao']);

/**
 * A CSV cell as the API value of its field. A cell that cannot be read is passed on as text, so
 * the schema validator reports it with its usual message (a number expected, a boolean...).
 */
function cellValue(field: FieldModel, cell: string): unknown {
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'ref': {
      const number = Number(cell);
      return cell !== '' && Number.isFinite(number) ? number : cell;
    }
    case 'boolean': {
      const word = cell.toLowerCase();
      return truthy.has(word) ? true : falsy.has(word) ? false : cell;
    }
    case 'objects':
      try {
        return JSON.parse(cell);
      } catch {
        return cell;
      }
    default:
      return cell;
  }
}

/** The columns a tag file may carry: every writable field; read-only ones (exported ids) are ignored. */
export function importColumns(model: EntityModel): { writable: Set<string>; ignored: Set<string> } {
  const writable = model.fields.filter((f) => !f.readOnly && f.kind !== 'refs').map((f) => f.name);
  const ignored = ['id', ...model.fields.filter((f) => f.readOnly).map((f) => f.name)];
  return { writable: new Set(writable), ignored: new Set(ignored) };
}

/** The create body of one line: empty cells left out (the schema default applies). */
export function lineBody(model: EntityModel, cells: Record<string, string>): Record<string, unknown> {
  const { writable } = importColumns(model);
  const body: Record<string, unknown> = {};
  for (const field of model.fields.filter((f) => writable.has(f.name))) {
    const cell = cells[field.name];
    if (cell !== undefined && cell !== '') body[field.name] = cellValue(field, cell);
  }
  return body;
}
