/** The contract-renewal screen (platform-core section 2). */
export const renewalPath = '/expired';

/** Where `/expired` sends a contract with 30 or more days left: the default main page (section 9). */
export const defaultMainPath = '/analysis/analysis-process';
