export type FormErrors = Record<string, unknown>;

/**
 * react-admin's form-level validation reads array items as objects of fields, so a problem of one
 * text of the choices ('options.0') would show as [object Object]: it is shown on the list instead.
 */
export function choiceErrorsOnList(errors: FormErrors): FormErrors {
  const items = errors.options;
  if (!Array.isArray(items)) return errors;
  const { options: _items, ...rest } = errors;
  const first = items.find((item) => typeof item === 'object' && item !== null && 'message' in item) as unknown;
  return first ? { ...rest, options: first } : rest;
}
