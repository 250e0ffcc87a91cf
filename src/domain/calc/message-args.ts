/** The arguments to translate an error: its own args plus the position, shown 1-based to people. */
import type { CalcError } from './ast.js';

export function errorMessageArgs(error: CalcError): Record<string, string | number> {
  return { ...error.args, position: error.position + 1 };
}
