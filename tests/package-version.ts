import { readFileSync } from 'node:fs';

/** The version in package.json, read by the tests themselves so a release bump changes no test. */
export const packageVersion: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
