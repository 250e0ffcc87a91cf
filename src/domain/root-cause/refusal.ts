/**
 * Why a command is refused: `forbidden` (not the caller's role: 403), `state` (not from this state: 409),
 * `suspended` (its cause is canceled: 409), `approval` (it must be approved first: 409),
 * `pending-only` (only pending actions are duplicated: 409), `open-actions` (an effect is concluded only when
 * its actions are done: 409), `no-causes` (an effect without causes cannot be concluded: 409).
 */
export type Refusal = 'forbidden' | 'state' | 'suspended' | 'approval' | 'pending-only' | 'open-actions' | 'no-causes';
