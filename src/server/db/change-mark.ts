import type { Dialect as KyselyDialect, Driver, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, RootOperationNode } from 'kysely';

/**
 * A token that changes whenever committed data this process reads may have changed, so a cached
 * answer (a session's access, a list's count) is reused only while the mark it was read under holds.
 * This process's own writes move it: every statement that is not a read, once it has run, and every
 * commit (a reader on another connection may have read the rows of a write not yet committed).
 * On SQLite it also carries `PRAGMA data_version`, which moves with any other process's commit,
 * so the mark is exact there; on PostgreSQL another process's writes are bounded by a cache's
 * time to live instead (`exact: false`).
 */
export interface ChangeMark {
  current(): string;
  exact: boolean;
}

const readOnlyRaw = /^\s*(select|pragma|explain|show)\b/i;

function isRead(node: RootOperationNode): boolean {
  // A common table expression may write (`with x as (delete ...) select ...`).
  if (node.kind === 'SelectQueryNode') return !node.with;
  if (node.kind !== 'RawNode') return false;
  return readOnlyRaw.test(node.sqlFragments.join('?'));
}

/** Counts this process's writes: the plugin sees every query, the wrapped driver every commit. */
export class WriteCounter implements KyselyPlugin {
  count = 0;
  readonly #writes = new WeakSet<QueryId>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (!isRead(args.node)) this.#writes.add(args.queryId);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    if (this.#writes.has(args.queryId)) this.count++;
    return args.result;
  }

  /** The dialect with a driver whose commits move the count. */
  wrap(dialect: KyselyDialect): KyselyDialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: (): Driver => {
        const driver = dialect.createDriver();
        const commit = driver.commitTransaction.bind(driver);
        driver.commitTransaction = async (connection) => {
          try {
            await commit(connection);
          } finally {
            this.count++;
          }
        };
        return driver;
      },
    };
  }
}
