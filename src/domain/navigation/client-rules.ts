/**
 * Client-code rules (platform-core section 6). The codes come from the server's configuration
 * (`CLIENT_RULES`); the app receives only whether its own client is in each list.
 */
export interface ClientRules {
  /** Clients that keep `/scale`; every other client loses it. */
  scaleClients: readonly number[];
  /** Clients without root cause, control loop management, integrated maintenance and the elements tree. */
  restrictedClients: readonly number[];
}

export const noClientRules: ClientRules = { scaleClients: [], restrictedClients: [] };

/** Paths removed, with everything under them, for restricted clients. */
export const restrictedPaths: readonly string[] = [
  '/root-cause',
  '/control-loop-management',
  '/integrated-maintenance',
  '/settings/root-cause',
  '/settings/control-loop-management',
  '/settings/integrated-maintenance',
  '/settings/operational-structure/elements-tree',
];

export const scalePath = '/scale';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The paths (and what lies under them) this client does not have. */
export function removedPathsFor(clientCode: number | undefined, rules: ClientRules): string[] {
  const removed = clientCode !== undefined && rules.scaleClients.includes(clientCode) ? [] : [scalePath];
  if (clientCode !== undefined && rules.restrictedClients.includes(clientCode)) removed.push(...restrictedPaths);
  return removed;
}

/** Is this path one of the removed ones, or under one? */
export const isRemovedPath = (path: string, removed: readonly string[]): boolean => removed.some((prefix) => under(path, prefix));

/** `{"scaleClients":[3],"restrictedClients":[7]}` -> rules; empty or absent -> no client has scale. */
export function parseClientRules(raw: string | undefined): ClientRules {
  if (raw === undefined || raw.trim() === '') return noClientRules;
  const parsed: unknown = JSON.parse(raw);
  const codes = (value: unknown, name: string): number[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((code) => Number.isInteger(code))) {
      throw new Error(`CLIENT_RULES.${name} must be a list of client codes (integers)`);
    }
    return value as number[];
  };
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('CLIENT_RULES must be a JSON object');
  const object = parsed as Record<string, unknown>;
  return { scaleClients: codes(object.scaleClients, 'scaleClients'), restrictedClients: codes(object.restrictedClients, 'restrictedClients') };
}

/** The rules as one client may see them: only its own code, in the lists that hold it. */
export function clientRulesFor(clientCode: number | undefined, rules: ClientRules): ClientRules {
  const own = (codes: readonly number[]) => (clientCode !== undefined && codes.includes(clientCode) ? [clientCode] : []);
  return { scaleClients: own(rules.scaleClients), restrictedClients: own(rules.restrictedClients) };
}
