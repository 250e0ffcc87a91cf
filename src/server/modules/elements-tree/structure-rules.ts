import { ApiError, forbidden, uniqueConflict, validationFailed } from '../../core/api-error.js';

/** What the plant move's checks found. */
export interface PlantMoveFacts {
  isSuperAdmin: boolean;
  fromClient: number;
  toClient: number;
  /** The target client's `cli_ativo`; undefined when it does not exist. */
  targetActive: string | undefined;
  nameTaken: boolean;
  userLinks: number;
}

export const plantHasUsers = () => new ApiError(409, 'CONFLICT_USERS', 'elementsTree.errors.plantHasUsers');

/**
 * A plant changes client only by a super-administrator's hand, into an active client where its
 * name is free, and only without user links: users belong to one client, and a link across
 * clients would hand one client's people another's plant. Null: the move may go ahead.
 */
export function plantMoveRefusal(facts: PlantMoveFacts): ApiError | null {
  if (!facts.isSuperAdmin) return forbidden();
  if (facts.targetActive === undefined) return validationFailed({ cli_codigo: { key: 'validation.referenceNotFound' } });
  if (facts.targetActive !== 'S') return validationFailed({ cli_codigo: { key: 'elementsTree.errors.clientInactive' } });
  if (facts.fromClient === facts.toClient) return null;
  if (facts.nameTaken) return uniqueConflict('update', { plt_descri: { key: 'validation.unique' } });
  if (facts.userLinks > 0) return plantHasUsers();
  return null;
}

/** A unit is created in, or moved to, an active plant only; undefined plant state: the reference check answers. */
export function unitPlantRefusal(plantActive: string | undefined): ApiError | null {
  return plantActive === 'N' ? validationFailed({ plt_codigo: { key: 'elementsTree.errors.plantInactive' } }) : null;
}
