import { LOGBOOK_PAYLOAD_TOO_BIG_KEY } from '../../../domain/logbook/index.js';
import { ApiError } from '../../core/api-error.js';

/** 413 with the logbook's own message (platform-core section 8), shown by the app for 7 seconds. */
export const annotationTooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', LOGBOOK_PAYLOAD_TOO_BIG_KEY);

/** Someone other than the author tried to change or delete an entry. */
export const notTheAuthor = () => new ApiError(403, 'NOT_AUTHOR', 'global.error.messages.forbidden');
