import type { StopConsistency, StopStatus } from '../../../equipment-stops/stop-model.js';

/** One stop of the event manager's list. */
export interface EventManagerStop {
  id_stop: number;
  start: string;
  end: string | null;
  /** Up to now while open. */
  durationMs: number;
  status: StopStatus;
  consistency: StopConsistency;
  motive: { code: string; description: string; color: string | null } | null;
  /** No motive yet, and not annulled: someone still has to say why it stopped. */
  needsMotive: boolean;
}

/** The event manager component's data (server: widget-data/event-manager.ts; app: components/event-manager/). */
export interface EventManagerData {
  frame: { id_frame: number; code: string; description: string };
  /** The frame's latest stops, newest first. */
  stops: EventManagerStop[];
}
