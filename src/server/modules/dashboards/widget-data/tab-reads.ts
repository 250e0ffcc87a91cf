import type { SeriesGoal } from '../../../../domain/series/series-answer.js';
import type { Db } from '../../../db/create-database.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';
import { readGoals } from '../../series/read-goals.js';
import type { SeriesLookup } from '../../series/read-series.js';
import { tagsByIds, type SeriesTag } from '../../series/read-tags.js';

/**
 * The reads one tab-data request shares between its widgets (a per-request loader, in the manner of DataLoader;
 * nothing outlives the request): the records of every tag the tab's options name, in one query; the goals of
 * those tags per range, in one query; and each identical read (same key) once. A widget asking a tag outside
 * the tab's set (none should) falls back to its own query, so answers never depend on the batch.
 */
export class TabReads implements SeriesLookup {
  private readonly memos = new Map<string, Promise<unknown>>();
  private readonly tabTags: ReadonlySet<number>;

  constructor(
    private readonly db: Db,
    private readonly catalog: ModelCatalog,
    private readonly plant: number,
    tabTagIds: Iterable<number>,
  ) {
    this.tabTags = new Set(tabTagIds);
  }

  /** The tab's tag ids when they cover `ids`, else null (the caller then reads `ids` alone). */
  coveringIds(ids: readonly number[]): number[] | null {
    return ids.every((id) => this.tabTags.has(id)) ? [...this.tabTags] : null;
  }

  /** One load per key and request; a failed load fails every caller of that key alike. */
  shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    let memo = this.memos.get(key) as Promise<T> | undefined;
    if (!memo) {
      memo = load();
      this.memos.set(key, memo);
    }
    return memo;
  }

  async tags(ids: readonly number[]): Promise<SeriesTag[]> {
    const model = this.catalog.get('tags');
    const all = this.coveringIds(ids);
    if (!model || !all) return model ? tagsByIds(this.db, model, this.plant, ids) : [];
    const byId = await this.shared('series-tags', async () => new Map((await tagsByIds(this.db, model, this.plant, all)).map((tag) => [tag.id_tag, tag])));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async goals(ids: readonly number[], from: number, to: number): Promise<Map<number, SeriesGoal[]>> {
    const model = this.catalog.get('tag-goals');
    const all = this.coveringIds(ids);
    if (!all) return readGoals(this.db, model, this.plant, ids, from, to);
    const byTag = await this.shared(`goals|${from}|${to}`, () => readGoals(this.db, model, this.plant, all, from, to));
    return new Map(ids.map((id) => [id, byTag.get(id) ?? []]));
  }
}
