/** The global variables of one plant (settings/global-variables), read once per check or evaluation batch. */
import type { VariableLookup, VariableValues } from '../../../domain/calc/index.js';
import type { Db } from '../../db/create-database.js';

export interface PlantVariable {
  active: boolean;
  value: number;
}

/** Every global variable of the plant by exact name (one query). */
export async function plantVariables(db: Db, plantId: number): Promise<Map<string, PlantVariable>> {
  const rows = await db.selectFrom('global_variables').select(['name', 'value', 'active']).where('plt_codigo', '=', plantId).execute();
  return new Map(rows.map((row) => [String(row.name), { active: row.active !== 'N', value: Number(row.value) }]));
}

/** The lookup validateCalculation needs. */
export function variableLookup(variables: ReadonlyMap<string, PlantVariable>): VariableLookup {
  return (name) => {
    const variable = variables.get(name);
    return variable && { active: variable.active };
  };
}

/** The values evaluate reads: active variables only (an inactive or missing one reads as null). */
export function variableValues(variables: ReadonlyMap<string, PlantVariable>): VariableValues {
  return (name) => {
    const variable = variables.get(name);
    return variable?.active && Number.isFinite(variable.value) ? variable.value : null;
  };
}
