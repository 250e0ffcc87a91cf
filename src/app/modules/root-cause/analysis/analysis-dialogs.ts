import type { Origin } from '../../../../domain/root-cause/model.js';
import type { HeaderCommand } from './EffectHeader.js';

/** The one dialog the analysis page may show at a time. */
export type AnalysisDialog =
  | { kind: 'effect'; command: HeaderCommand }
  | { kind: 'history' }
  | { kind: 'new-cause'; origin: Origin }
  | { kind: 'edit-cause'; idCause: number }
  | { kind: 'cause-command'; idCause: number; command: 'cancel' | 'reactivate' };
