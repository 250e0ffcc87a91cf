import type { Database, Db } from '../../../db/create-database.js';
import { guardedWrite } from '../../../db/guarded-write.js';
import { ApiError } from '../../../core/api-error.js';
import { TV_SCREEN_TABLE } from './tv-screen-table.js';

/** A screen beats every 30 s (the app's `TV_HEARTBEAT_MS`); three missed beats and its place is free. */
export const TV_ONLINE_MS = 90_000;

export const tvLimitKey = 'dashboards.errors.tvLimit';

/** The client's `parametros.tv_online_limit`; 0, null or no parameters record means no limit. */
async function tvOnlineLimit(db: Db, clientId: number): Promise<number> {
  const row = await db.selectFrom('parametros').select('tv_online_limit').where('cli_codigo', '=', clientId).executeTakeFirst();
  const limit = Number(row?.tv_online_limit ?? 0);
  return Number.isFinite(limit) && limit > 0 ? limit : 0;
}

/** Who keeps a screen alive: a signed user, or a TV link (its token, acting as its creator). */
export interface TvViewer {
  clientId: number;
  userId: number;
  tokenId: number | null;
}

export interface TvPresence {
  online: number;
  /** 0: no limit. */
  limit: number;
}

const tvLimitReached = (limit: number) => new ApiError(409, 'TV_LIMIT', tvLimitKey, undefined, { limit });

/**
 * One heartbeat of a screen in TV mode (business modules §6: "TV mode is refused when the online-user limit
 * is reached"). A screen already online stays online; a new one (or one back after 90 s of silence) takes a
 * place only if the client has fewer than `tv_online_limit` screens online, else 409 `dashboards.errors.tvLimit`
 * with `{limit}`. Counted and written under the client's `tv-screens` lock (guarded-write.ts), so two new
 * screens racing for the last place never both get it.
 */
export async function tvHeartbeat(database: Database, viewer: TvViewer, screen: string, nowMs = Date.now()): Promise<TvPresence> {
  const now = new Date(nowMs).toISOString();
  return guardedWrite(database, async (tx) => {
    await tx.lock('tv-screens', viewer.clientId);
    const clientScreens = () => tx.db.selectFrom(TV_SCREEN_TABLE).where('cli_codigo', '=', viewer.clientId);
    // Screens silent for 90 s have left: their places are free for anyone.
    await tx.db
      .deleteFrom(TV_SCREEN_TABLE)
      .where('cli_codigo', '=', viewer.clientId)
      .where('last_seen_at', '<', new Date(nowMs - TV_ONLINE_MS).toISOString())
      .execute();
    const limit = await tvOnlineLimit(tx.db, viewer.clientId);
    const known = await clientScreens().select('id_tv_screen').where('screen', '=', screen).executeTakeFirst();
    if (known) {
      await tx.db.updateTable(TV_SCREEN_TABLE).set({ last_seen_at: now }).where('id_tv_screen', '=', Number(known.id_tv_screen)).execute();
    } else {
      const online = await clientScreens()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (limit > 0 && Number(online.n) >= limit) throw tvLimitReached(limit);
      await tx.db
        .insertInto(TV_SCREEN_TABLE)
        .values({ cli_codigo: viewer.clientId, screen, id_usuario: viewer.userId, id_api_token: viewer.tokenId, started_at: now, last_seen_at: now })
        .execute();
    }
    const online = await clientScreens()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { online: Number(online.n), limit };
  });
}

/** A screen leaves TV mode: its place is free at once. Leaving twice, or a screen never seen, changes nothing. */
export async function tvLeave(db: Db, clientId: number, screen: string): Promise<boolean> {
  const result = await db.deleteFrom(TV_SCREEN_TABLE).where('cli_codigo', '=', clientId).where('screen', '=', screen).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0) > 0;
}
