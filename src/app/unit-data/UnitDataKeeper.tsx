import { useUnitData } from './useUnitData.js';
import { UnitDataProblems } from './UnitDataProblems.js';

/** Mounted once in the signed layout: keeps period, tags and frames loaded and shows their failures. */
export function UnitDataKeeper() {
  useUnitData();
  return <UnitDataProblems />;
}
