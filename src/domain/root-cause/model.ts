/**
 * The root-cause analysis model (business modules §3, §4, §5, §6; src/server/modules/root-cause/README.md).
 * One effect (the problem), its causes placed on the six origins of Ishikawa's diagram, a tree of whys
 * under each cause, and 5W2H actions planned from a cause, each verified for efficiency.
 *
 * These are the states and words of the module, and the shapes the server answers and the app shows; the rules on
 * them are in the files beside.
 */
import type { RcaAction, RcaActionListRow, RcaCauseView, RcaEffectAnalysis, RcaEffectView, RcaWhyView } from '../../generated/api-types.js';

/** Ishikawa's six Ms (K. Ishikawa, Guide to Quality Control, 1968), in the order the diagram draws its bones. */
export const ORIGINS = ['machine', 'method', 'raw-material', 'labour', 'measure', 'environment'] as const;
export type Origin = (typeof ORIGINS)[number];

/** Where an effect comes from: typed in, or opened from a stop, an SPC violation or a raised alert. */
export const EFFECT_FORMS = ['free', 'stop', 'spc', 'alert'] as const;
export type EffectForm = (typeof EFFECT_FORMS)[number];
export type EffectSourceType = Exclude<EffectForm, 'free'>;

/** Analysis status of an effect: `open` until its first cause, `in-analysis`, then concluded or canceled by its manager. */
export const EFFECT_STATUSES = ['open', 'in-analysis', 'concluded', 'canceled'] as const;
export type EffectStatus = (typeof EFFECT_STATUSES)[number];

export const CAUSE_STATUSES = ['active', 'canceled'] as const;
export type CauseStatus = (typeof CAUSE_STATUSES)[number];

/** Business modules §4, root-cause action. */
export const ACTION_STATUSES = ['not-started', 'in-progress', 'pending-verification', 'completed', 'canceled'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export const APPROVAL_STATUSES = ['waiting', 'sent-for-approval', 'approved', 'disapproved'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const VERIFICATION_STATUSES = ['pending', 'effective', 'ineffective'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const TIME_STATUSES = ['on-time', 'late'] as const;
export type TimeStatus = (typeof TIME_STATUSES)[number];

/**
 * Business modules §6. Per record:
 * - `applicator`: the effect's responsible and its team, who apply the method (causes, whys, actions);
 * - `manager`: the effect's manager (edits and closes the analysis, cancels actions, approves when the rules say so);
 * - `responsible`: the action's *who*, who carries it out (start, finish, evidence);
 * - `examiner`: the action's examiner, who verifies its efficiency (and approves when the rules say so).
 */
export const RCA_ROLES = ['applicator', 'manager', 'responsible', 'examiner'] as const;
export type RcaRole = (typeof RCA_ROLES)[number];

export const APPROVERS = ['none', 'manager', 'examiner'] as const;
export type Approver = (typeof APPROVERS)[number];

/** The unit's settings (`/settings/root-cause/rules`); a unit without a record uses DEFAULT_RCA_RULES. */
export interface RcaRules {
  late_after_hours: number;
  verification_required: boolean;
  approver: Approver;
}
export const DEFAULT_RCA_RULES: RcaRules = { late_after_hours: 0, verification_required: true, approver: 'none' };

/** GUT (gravity, urgency, tendency; Kepner and Tregoe's matrix as used in Brazilian TQC), each 1–5. */
export const GUT_MIN = 1;
export const GUT_MAX = 5;

export type EffectCommand = 'edit' | 'conclude' | 'cancel' | 'reopen' | 'add-cause';
export type CauseCommand = 'edit' | 'cancel' | 'reactivate' | 'add-why' | 'add-action';
export type ActionCommand = 'edit' | 'duplicate' | 'start' | 'finish' | 'verify' | 'cancel' | 'send-for-approval' | 'approve' | 'disapprove' | 'attach';

/**
 * The views the server answers are the types generated from its route schemas
 * (src/server/modules/root-cause/schemas/), written once; these names are the module's words for them.
 */
export type EffectView = RcaEffectView;
export type CauseView = RcaCauseView;
export type WhyView = RcaWhyView;
/** A 5W2H action. `planned_time` and `spent_time` are durations `HH:mm` or `HHH:mm`; `deadline` a day of the unit. */
export type ActionView = RcaAction;
/** The analysis of one effect, as `/root-cause/generate-analysis` shows it. */
export type EffectAnalysis = RcaEffectAnalysis;
export type PersonRef = EffectView['responsible'];
export type AttachmentView = ActionView['attachments'][number];
export type ActionVerification = ActionView['verification'];

/** What an effect was opened from, copied when it was opened (the source may change later). */
export type EffectSourceData = Pick<
  EffectView,
  'id_tag' | 'tag_code' | 'period_from' | 'period_to' | 'id_motive' | 'motive' | 'spc_rule' | 'id_stop' | 'id_violation' | 'id_alert_movement'
>;

/** A row of the action list: the action with the effect and cause it belongs to. */
export type ActionListRow = RcaActionListRow;

/** One row of an effect's or an action's history: who, when, what, from and to. */
export interface RcaHistoryRow {
  at: string;
  user: PersonRef | null;
  action: string;
  /** The cause or why the row is about, for the effect's history. */
  id_cause: number | null;
  id_why: number | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  comment: string | null;
  signed: boolean;
}
