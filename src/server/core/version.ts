import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The product version is the package version, so the SPA can compare it with /meta.json. */
export const appVersion: string = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8')).version;
