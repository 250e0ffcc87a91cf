/** Where the analysis page opens an effect, or opens a new one from its source (root-cause README, Links to stops and SPC). */
const PAGE = '/root-cause/generate-analysis';
export const ANALYSIS_MENU = 'root-cause.generate-analysis';

export type AnalysisSource = 'stop' | 'spc' | 'alert';

export const analysisPath = (idEffect: number) => `${PAGE}?effect=${idEffect}`;
export const newAnalysisPath = (source: AnalysisSource, id: number) => `${PAGE}?source=${source}&id=${id}`;
