/**
 * The evaluation job's service (README.md, Violations): charts each active card over its evaluation window,
 * stores each violated (rule, point) once with its `detected` history row, moves the card's mark, and raises the
 * card's alert for each new violation, in one transaction per card.
 */
import type { FastifyBaseLogger } from 'fastify';
import { entityList } from '../../../generated/entities.js';
import type { Db } from '../../db/create-database.js';
import { decodeRow } from '../../db/row-codec.js';
import { alertOfUnit } from '../alerts/alert-lookup.js';
import { raiseAlert } from '../alerts/raise-alert.js';
import { ApiError } from '../../core/api-error.js';
import { cardChartOf } from './card-chart.js';
import type { CardChart } from './card-chart-types.js';
import type { CardRecord } from './card-loader.js';
import { evaluationWindow } from './evaluation-window.js';
import { violationAlertKey, violationAlertMessage } from './violation-alert.js';
import { insertHistory, insertViolation, listActiveCardRows, readCardState, saveCardState, tagCode } from './violation-repository.js';
import { unitPeriod } from './tag-values.js';

export const SPC_EVALUATION_JOB = 'spc-evaluation';

export interface EvaluationDeps {
  db: Db;
}

export interface CardEvaluation {
  /** Violations stored by this run. */
  added: number;
  /** Alert movements raised by this run. */
  raised: number;
}

const cardModel = entityList.find((model) => model.name === 'spc-cards')!;

/** A stored card row as the entity routes answer it (booleans, parsed revisions, no nulls). */
export const cardOfRow = (row: Record<string, unknown>): CardRecord => decodeRow(cardModel, row) as CardRecord;

/** The card's chart over its window; over the last day only when the window holds more values than a chart reads. */
async function chartOfWindow(
  deps: EvaluationDeps,
  card: CardRecord,
  window: { from: number; to: number },
  lastDay: { from: number; to: number },
): Promise<CardChart> {
  try {
    return await cardChartOf(deps, card, window.from, window.to);
  } catch (error) {
    if (!(error instanceof ApiError && error.statusCode === 400) || window.from >= lastDay.from) throw error;
    return cardChartOf(deps, card, lastDay.from, lastDay.to);
  }
}

/**
 * One card at `now`: its chart over the evaluation window, each violated (rule, point) not yet stored inserted
 * with a `detected` history row and, when the card names an active alert, a raise keyed
 * `spc:<id_card>:<rule>:<point_ms>`; then its mark (the last point judged) and last run. Running it again
 * changes nothing but `last_run_ms`.
 */
export async function evaluateCard(deps: EvaluationDeps, card: CardRecord, now: number): Promise<CardEvaluation> {
  const unit = card.id_elemento!;
  const state = await readCardState(deps.db, card.id_card!);
  const period = await unitPeriod(deps.db, unit);
  const chart = await chartOfWindow(deps, card, evaluationWindow(now, state?.evaluated_until_ms ?? null, period), evaluationWindow(now, now, period));
  const violated = chart.points.flatMap((point) => point.rules.map((rule) => ({ rule, point })));
  const last = chart.points.at(-1)?.t ?? state?.evaluated_until_ms ?? null;
  return deps.db.transaction().execute(async (trx) => {
    const outcome: CardEvaluation = { added: 0, raised: 0 };
    const alert = card.id_alerta ? await alertOfUnit(trx, card.id_alerta, unit) : undefined;
    const tag = violated.length && alert?.active ? await tagCode(trx, card.id_tag) : '';
    for (const { rule, point } of violated) {
      const violation = { id_elemento: unit, id_card: card.id_card!, rule, point_ms: point.t, value: point.value, detected_at: now };
      const id = await insertViolation(trx, violation);
      if (id === null) continue;
      outcome.added++;
      await insertHistory(trx, {
        id_violation: id,
        at_ms: now,
        id_usuario: null,
        action: 'detected',
        changes: { after: { status: 'open', rule, value: point.value } },
      });
      if (!alert?.active) continue;
      const facts = { ...violation, card_code: card.code, tag_code: tag };
      const raised = await raiseAlert(trx, {
        alert,
        key: violationAlertKey(facts),
        message: violationAlertMessage(alert.ale_msg, facts),
        at: now,
        id_frame: alert.id_frame,
      });
      if (raised.created) outcome.raised++;
    }
    await saveCardState(trx, card.id_card!, { evaluated_until_ms: last, last_run_ms: now });
    return outcome;
  });
}

export interface EvaluationSummary {
  cards: number;
  added: number;
  raised: number;
  failed: number;
}

/** One tick: every active card of every unit; a card that fails is logged and the others still run. */
export async function runSpcEvaluation(
  deps: EvaluationDeps,
  { now = Date.now(), log, signal }: { now?: number; log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<EvaluationSummary> {
  const summary: EvaluationSummary = { cards: 0, added: 0, raised: 0, failed: 0 };
  for (const row of await listActiveCardRows(deps.db)) {
    if (signal?.aborted) break;
    summary.cards++;
    const card = cardOfRow(row);
    try {
      const outcome = await evaluateCard(deps, card, now);
      summary.added += outcome.added;
      summary.raised += outcome.raised;
    } catch (error) {
      summary.failed++;
      log?.error({ err: error, card: card.id_card }, 'spc evaluation failed');
    }
  }
  return summary;
}
