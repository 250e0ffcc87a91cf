import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The shell blocks of the README, in order. */
const shellBlocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!.trim());

describe('README quick start', () => {
  it('opens with the two commands: install and start, then test', () => {
    expect(shellBlocks.slice(0, 2)).toEqual(['npm install && npm start', 'npm test']);
  });

  it('shows them before any section', () => {
    expect(readme.indexOf('npm install && npm start')).toBeLessThan(readme.indexOf('\n## '));
    expect(readme.indexOf('npm test')).toBeLessThan(readme.indexOf('\n## '));
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!).filter((link) => !/^[a-z]+:/.test(link));
    const missing = links.filter((link) => {
      try {
        readFileSync(resolve(import.meta.dirname, '../..', link));
        return false;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code !== 'EISDIR';
      }
    });
    expect(missing).toEqual([]);
  });
});
