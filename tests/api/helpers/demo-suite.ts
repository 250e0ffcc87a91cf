import { afterAll, beforeAll } from 'vitest';
import { apiClient, type ApiClient } from './api-client.js';
import { atUnit, demoSession, type DemoSession } from './demo.js';
import { startServer, type DialectName, type ServerOptions, type TestServer } from './test-server.js';

/** Who calls, and at which unit: the second argument of the api client's calls. */
export interface Caller {
  token: string;
  headers: Record<string, string>;
}

/** A suite's server on a fresh demo database, its client and the signed demo users; filled before the first test. */
export interface DemoSuite {
  server: TestServer;
  api: ApiClient;
  demo: DemoSession;
  /** The demo admin at a unit (the north line unless told). */
  admin(unit?: number): Caller;
}

/**
 * Starts a server on a new demo database of `dialect` before the suite's tests, signs in the demo
 * users, and drops the database after them. Call it in the body of `describe`; read its fields
 * inside hooks and tests (they are set by then).
 */
export function demoSuite(dialect: DialectName, options: ServerOptions = {}): DemoSuite {
  const suite = {} as DemoSuite;
  suite.admin = (unit) => ({ token: suite.demo.admin, headers: atUnit(unit ?? suite.demo.north) });
  beforeAll(async () => {
    suite.server = await startServer(dialect, options);
    suite.api = apiClient(suite.server.app);
    suite.demo = await demoSession(suite.api);
  });
  afterAll(() => suite.server?.close());
  return suite;
}
