import { addDays } from '../../../domain/contract/contract-dates.js';
import type { Db } from '../../db/create-database.js';
import { saveContract } from './contract-repository.js';

/** The demo client's contract ends one year after seeding, so the demo signs in without a vendor key. */
export async function seedDemoContract(db: Db, clientId: number, now = new Date()): Promise<void> {
  await saveContract(db, clientId, { endDate: addDays(now, 365), keyIssuedAt: null }, now);
}
