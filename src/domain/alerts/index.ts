/** Alert rules shared by the server and the app (see README.md). */
export * from './constants.js';
export type { AlertNotification, AlertUser, Flag } from './types.js';
export { ALERT_OPERATOR_NAMES, ALERT_OPERATORS, evaluateCondition, isAlertOperator, type AlertOperator } from './condition.js';
export { validateAlertCondition, type AlertCondition, type AlertConditionInput, type AlertConditionResult } from './condition-validation.js';
export { relativeDate, relativeDateKind, type RelativeDateKind } from './relative-date.js';
export { avatarGroup, initialsOf, type AvatarGroup } from './avatar-group.js';
export { firstPopupAlert, isUnread, markViewed, unreadCount } from './notifications.js';
export { alertRedirectLink, stoppingPointLink } from './stopping-point-link.js';
export { neighbours, type Neighbours } from './neighbours.js';
export { chatMessageBody, isEmptyComment, type ChatMessageBody } from './chat-comment.js';
export { notifyFeedback, type Feedback } from './feedback.js';
