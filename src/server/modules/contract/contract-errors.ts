import { ApiError } from '../../core/api-error.js';

/** A key that is malformed, not signed by the vendor, or for another client (platform-core section 8). */
export const invalidRenewalKey = () => new ApiError(400, 'INVALID_CONTRACT_KEY', 'expired.token.invalid');

/** A genuine key issued before the one already applied: replaying it would undo a renewal. */
export const supersededRenewalKey = () => new ApiError(400, 'SUPERSEDED_CONTRACT_KEY', 'expired.token.superseded');

/** Any other call of a client whose contract has ended; the app sends the user to `/expired`. */
export const contractExpired = () => new ApiError(403, 'CONTRACT_EXPIRED', 'expired.messages.blocked');

/** Any other call of a client without a contract; the app signs the user out. */
export const contractMissing = () => new ApiError(403, 'UNCONTRATED', 'auth.signin.withoutContract');
