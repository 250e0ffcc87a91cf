/**
 * Generated tables the alert queries read (from schemas/; `sources.test.ts` checks they exist), beside the
 * hand-written ones of tables.ts.
 */
export const sources = {
  /** schemas/alerts/alert.schema.json */
  alert: 'alerta',
  /** schemas/alerts/alert-group.schema.json, and its `users` junction. */
  group: 'grupo_alerta',
  groupUsers: 'grupo_alerta__users',
  frame: 'frames',
  tag: 'tags',
  user: 'usuario',
  userUnit: 'usuario_elemento',
} as const;
