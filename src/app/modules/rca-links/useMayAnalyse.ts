import { useCan } from '../../navigation/useCan.js';
import { ANALYSIS_MENU } from './analysis-paths.js';

/** Whether the user may open the analysis page: the links to it are shown only then. */
export function useMayAnalyse(): boolean {
  return useCan(ANALYSIS_MENU)('read');
}
