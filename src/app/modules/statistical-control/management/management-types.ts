/**
 * The management page's answers (src/server/modules/spc/README.md, Routes: overview, violations, history, treat),
 * as the server's route schemas generate them.
 */
import type { SpcCardOverview, SpcTreatBody, SpcViolation, SpcViolationHistoryEntry, SpcViolationsAnswer } from '../../../../generated/api-types.js';

/** One card of `GET SPC/queries/overview?from&to`. */
export type CardOverview = SpcCardOverview;
export type CardOverviewState = CardOverview['state'];
/** Cpk and Ppk of an ISO week (its Monday, `YYYY-MM-DD`). */
export type WeekCapability = CardOverview['capability'][number];
export interface OverviewAnswer {
  cards: CardOverview[];
}

/** A row of `GET SPC/queries/violations`. */
export type ViolationRow = SpcViolation;
export type ViolationStatus = ViolationRow['status'];
export type ViolationPage = SpcViolationsAnswer;
/** A row of `GET SPC/queries/violations/:id/history`, oldest first. */
export type ViolationHistoryRow = SpcViolationHistoryEntry;

/** `POST SPC/actions/treat`: the version shown, so a violation changed meanwhile is refused (409). */
export type TreatBody = SpcTreatBody;
