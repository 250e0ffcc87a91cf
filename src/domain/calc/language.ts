/** The vocabulary of the calculation language: the tag prefix, the wrong prefixes it recognises, the functions. */

/** The one tag prefix: `T:"TAG CODE"` (quoted, spaces allowed) or `T:TAG_CODE` (bare). Case-sensitive. */
export const TAG_PREFIX = 'T:';

/** The global-variable prefix: `V:FACTOR`, the name as the variable schema allows it. Case-sensitive. */
export const VARIABLE_PREFIX = 'V:';

/** A global variable's name (the `name` pattern of schemas/settings/global-variable.schema.json). */
export const VARIABLE_NAME = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Characters allowed in a bare (unquoted) tag code. */
export const BARE_CODE_CHAR = /[A-Za-z0-9_.]/;

/** Symbols that other tools use to mark a tag; written here they are reported as a wrong prefix. */
export const WRONG_PREFIX_SYMBOLS: readonly string[] = ['$', '@', '[', '{'];

/** A word followed by one of these (`TAG:`, `t.`, `t:`, `Tag.`) is a wrong prefix, except `T:` and `V:` themselves. */
export const WRONG_PREFIX_SEPARATORS: readonly string[] = [':', '.'];

export interface FunctionSpec {
  /** Fewest arguments. */
  min: number;
  /** Most arguments; Infinity for variadic functions. */
  max: number;
}

/** The functions offered, by upper-case name (names are case-insensitive in the text). */
export const FUNCTIONS: Readonly<Record<string, FunctionSpec>> = {
  ABS: { min: 1, max: 1 },
  SQRT: { min: 1, max: 1 },
  ROUND: { min: 1, max: 2 },
  MIN: { min: 1, max: Infinity },
  MAX: { min: 1, max: Infinity },
  AVG: { min: 1, max: Infinity },
  IF: { min: 3, max: 3 },
};

export function functionSpec(name: string): FunctionSpec | undefined {
  return Object.hasOwn(FUNCTIONS, name.toUpperCase()) ? FUNCTIONS[name.toUpperCase()] : undefined;
}

/** The arity as a language-neutral text for messages: "1", "1–2", "≥ 1". */
export function arityText(spec: FunctionSpec): string {
  if (spec.max === Infinity) return `≥ ${spec.min}`;
  return spec.min === spec.max ? String(spec.min) : `${spec.min}–${spec.max}`;
}
