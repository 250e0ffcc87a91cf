import type { EntityModel } from '../../domain/entities/entity-model.js';
import { validateRecord, type WriteMode } from '../../domain/validation/entity-validators.js';
import { passwordProblems } from '../../domain/password-policy.js';
import { toPayload, type ApiRecord } from '../data/record-mapping.js';

/** A message react-admin translates under the input: an i18n key and its arguments. */
export interface FormMessage {
  message: string;
  args: Record<string, unknown>;
}

type Nested = Record<string, unknown>;

/** 'shifts.0.start' -> { shifts: [{}, ...] } with the message at its place, as react-hook-form wants. */
function place(tree: Nested, path: string[], message: FormMessage): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    tree[head] = message;
    return;
  }
  const nextIsIndex = /^\d+$/.test(rest[0]!);
  const child = (tree[head] ??= nextIsIndex ? [] : {}) as Nested;
  if (Array.isArray(child) && nextIsIndex) {
    for (let i = 0; i <= Number(rest[0]); i++) child[i] ??= {};
  }
  place(child, rest, message);
}

/**
 * The form's errors: the API's validator on the payload the API would get, plus the password
 * policy, each as `{message: key, args}`.
 */
export function validateForm(model: EntityModel, values: ApiRecord, mode: WriteMode): Nested {
  const payload = toPayload(model, values, mode);
  const problems: Record<string, FormMessage> = {};
  for (const [path, problem] of Object.entries(validateRecord(model, payload, mode))) {
    if (path !== '_') problems[path] = { message: problem.key, args: problem.args ?? {} };
  }
  for (const field of model.fields) {
    const value = payload[field.name];
    if (field.kind !== 'password' || typeof value !== 'string') continue;
    const [first] = passwordProblems(value);
    if (first) problems[field.name] = { message: first, args: {} };
  }
  const errors: Nested = {};
  for (const [path, message] of Object.entries(problems)) place(errors, path.split('.'), message);
  return errors;
}
