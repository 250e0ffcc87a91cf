/** A stored value a write would replace, as the API's 409 VALUE_EXISTS names it (server and app share this shape). */
export interface ExistingValue {
  /** The input row (writeValues, collectValues) or the file line (importValues). */
  index: number;
  id_tag: number;
  tag: string;
  /** ISO-8601 UTC. */
  ts: string;
  /** The value stored now. */
  stored: number;
  /** The value the write brings. */
  value: number;
}
