/** `GET SPC/queries/production` (src/server/modules/spc/README.md, Routes), as the server's route schema generates it. */
import type { SpcProductionAnswer, SpcProductionCard } from '../../../../generated/api-types.js';

export type ProductionAnswer = SpcProductionAnswer['data'];
/** An active card of the unit: its last 50 subgroups (`chart`) and its newest violations, newest point first. */
export type ProductionCard = SpcProductionCard;
export type ProductionViolation = SpcProductionCard['violations'][number];
export type ViolationStatus = ProductionViolation['status'];
