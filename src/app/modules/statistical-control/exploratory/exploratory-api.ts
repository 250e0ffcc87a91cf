/** The exploratory page's calls (src/server/modules/spc/README.md, Routes; the tags module's SPCTAGS). */
import type { Tag } from '../../../../generated/types.js';
import { api } from '../../../api/api-client.js';
import type { CardChart } from '../shared/card-chart-type.js';
import type { TagChartBody } from './exploratory-choice.js';

/** A tag of the selected unit's active rule sets: the fields the page reads. */
export type SpcTag = Pick<Tag, 'code' | 'description' | 'decimals' | 'spec_low' | 'spec_high'> & { id_tag: number };

export async function fetchSpcTags(): Promise<SpcTag[]> {
  const answer = await api<string, { data: SpcTag[] }>('MES/entities/SPCTAGS');
  return answer.data;
}

export async function fetchTagChart(body: TagChartBody): Promise<CardChart> {
  const answer = await api<string, { data: CardChart }>('SPC/queries/chart', { method: 'POST', json: body });
  return answer.data;
}
