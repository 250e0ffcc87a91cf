/**
 * Overall equipment effectiveness (OEE) of one period, from its times and counts.
 *
 * Definitions after Nakajima (Introduction to TPM, 1988) and ISO 22400-2:2014, "Key performance
 * indicators for manufacturing operations management", KPIs 1.x (availability = production time /
 * planned busy time, effectiveness = planned unit run time × produced quantity / production time,
 * quality ratio = good quantity / produced quantity, OEE index = their product):
 * - planned production time = period − planned stops (given here, in minutes);
 * - run time = planned production time − unplanned stop time (minutes);
 * - availability = run time / planned production time;
 * - performance = ideal cycle time × total count / run time;
 * - quality = good count / total count;
 * - OEE = availability × performance × quality.
 * Performance is not capped: above 1 it says the ideal cycle time is set slower than the line runs.
 */
export interface OeeInput {
  plannedProductionTimeMin: number;
  runTimeMin: number;
  idealCycleTimeSec: number;
  totalCount: number;
  goodCount: number;
}

export interface OeeFactors {
  availability: number;
  performance: number;
  quality: number;
  oee: number;
}

/** A field of the input and the message key of what is wrong with it. */
export type OeeInputErrors = Partial<Record<keyof OeeInput, string>>;

const fields: (keyof OeeInput)[] = ['plannedProductionTimeMin', 'runTimeMin', 'idealCycleTimeSec', 'totalCount', 'goodCount'];

/** What is wrong with each field of the calculator's input; empty when it can be computed. */
export function oeeInputErrors(input: Partial<Record<keyof OeeInput, unknown>>): OeeInputErrors {
  const errors: OeeInputErrors = {};
  for (const field of fields) {
    const value = input[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) errors[field] = 'validation.number';
    else if (value < 0) errors[field] = 'validation.minValue';
  }
  if (Object.keys(errors).length > 0) return errors;
  const value = input as OeeInput;
  if (value.plannedProductionTimeMin <= 0) errors.plannedProductionTimeMin = 'oee.errors.plannedTimePositive';
  if (value.runTimeMin > value.plannedProductionTimeMin) errors.runTimeMin = 'oee.errors.runTimeOverPlanned';
  if (value.idealCycleTimeSec <= 0) errors.idealCycleTimeSec = 'oee.errors.cycleTimePositive';
  if (!Number.isInteger(value.totalCount)) errors.totalCount = 'validation.integer';
  if (!Number.isInteger(value.goodCount)) errors.goodCount = 'validation.integer';
  else if (value.goodCount > value.totalCount) errors.goodCount = 'oee.errors.goodOverTotal';
  return errors;
}

/**
 * The three factors and OEE as fractions. A period that did not run (run time 0) has performance 0,
 * and one that produced nothing has quality 0: there is nothing to be effective or good about.
 */
export function computeOee(input: OeeInput): OeeFactors {
  const availability = input.runTimeMin / input.plannedProductionTimeMin;
  const runTimeSec = input.runTimeMin * 60;
  const performance = runTimeSec > 0 ? (input.idealCycleTimeSec * input.totalCount) / runTimeSec : 0;
  const quality = input.totalCount > 0 ? input.goodCount / input.totalCount : 0;
  return { availability, performance, quality, oee: availability * performance * quality };
}
