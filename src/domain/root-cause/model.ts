/**
 * The root-cause analysis model (business modules §3, §4, §5, §6; src/server/modules/root-cause/README.md).
 * One effect (the problem), its causes placed on the six origins of Ishikawa's diagram, a tree of whys
 * under each cause, and 5W2H actions planned from a cause, each verified for efficiency.
 *
 * These are the shapes the server answers and the app shows; the rules on them are in the files beside.
 */

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

export interface PersonRef {
  id: number;
  name: string;
}

export type EffectCommand = 'edit' | 'conclude' | 'cancel' | 'reopen' | 'add-cause';
export type CauseCommand = 'edit' | 'cancel' | 'reactivate' | 'add-why' | 'add-action';
export type ActionCommand = 'edit' | 'duplicate' | 'start' | 'finish' | 'verify' | 'cancel' | 'send-for-approval' | 'approve' | 'disapprove' | 'attach';

/** What an effect was opened from, copied when it was opened (the source may change later). */
export interface EffectSourceData {
  id_tag: number | null;
  tag_code: string | null;
  /** ISO instants. */
  period_from: string | null;
  period_to: string | null;
  id_motive: number | null;
  motive: string | null;
  /** The SPC rule (0–8) of a violation. */
  spc_rule: number | null;
  id_stop: number | null;
  id_violation: number | null;
  id_alert_movement: number | null;
}

export interface EffectView extends EffectSourceData {
  id_effect: number;
  description: string;
  form: EffectForm;
  status: EffectStatus;
  /** ISO instants. */
  occurred_at: string;
  created_at: string;
  concluded_at: string | null;
  responsible: PersonRef;
  examiner: PersonRef;
  manager: PersonRef;
  team: PersonRef[];
  counts: { causes: number; actions: number; open_actions: number; late_actions: number };
  /** The caller's roles on the effect and what they may do now. */
  roles: RcaRole[];
  allowed: EffectCommand[];
  version: number;
}

export interface WhyView {
  id_why: number;
  id_cause: number;
  id_parent: number | null;
  text: string;
  created_at: string;
  created_by: PersonRef | null;
}

export interface CauseView {
  id_cause: number;
  id_effect: number;
  origin: Origin;
  id_cause_catalogue: number | null;
  description: string;
  gravity: number;
  urgency: number;
  tendency: number;
  /** gravity × urgency × tendency, 1–125. */
  priority: number;
  status: CauseStatus;
  whys: WhyView[];
  allowed: CauseCommand[];
  version: number;
}

export interface AttachmentView {
  id_attachment: number;
  file_name: string;
  content_type: 'image/png' | 'image/jpeg' | 'application/pdf';
  size: number;
  created_at: string;
}

export interface ActionVerification {
  /** YYYY-MM-DD, null until verified. */
  date: string | null;
  status: VerificationStatus;
  commentary: string | null;
}

/** A 5W2H action. `planned_time` and `spent_time` are durations `HH:mm` or `HHH:mm`. */
export interface ActionView {
  id_action: number;
  id_effect: number;
  id_cause: number;
  title: string;
  what: string;
  why: string;
  where: string | null;
  how: string | null;
  how_much: number | null;
  planned_time: string | null;
  spent_time: string | null;
  /** When: YYYY-MM-DD, the deadline's day in the unit's time zone. */
  deadline: string;
  responsible: PersonRef;
  examiner: PersonRef;
  status: ActionStatus;
  time_status: TimeStatus;
  approval: ApprovalStatus;
  /** True while its cause is canceled: nothing moves until the cause is active again. */
  suspended: boolean;
  /** YYYY-MM-DD, set when the action is finished. */
  conclusion_date: string | null;
  verification: ActionVerification;
  attachments: AttachmentView[];
  roles: RcaRole[];
  allowed: ActionCommand[];
  created_at: string;
  version: number;
}

/** A row of the action list: the action with the effect and cause it belongs to. */
export interface ActionListRow extends ActionView {
  effect_description: string;
  cause_description: string;
  origin: Origin;
}

/** The analysis of one effect, as `/root-cause/generate-analysis` shows it. */
export interface EffectAnalysis {
  effect: EffectView;
  causes: CauseView[];
  actions: ActionView[];
  rules: RcaRules;
}

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
