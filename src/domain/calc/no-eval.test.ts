import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorMessageArgs } from './message-args.js';

const folder = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('the calculation module', () => {
  it('has sources to check', () => {
    expect(sources).toEqual(expect.arrayContaining(['parser.ts', 'tokenizer.ts', 'evaluate.ts']));
  });

  it.each(sources)('%s never evaluates code (no eval, no Function)', (name) => {
    const text = readFileSync(`${folder}/${name}`, 'utf8');
    expect(text).not.toMatch(/\beval\s*\(/);
    expect(text).not.toMatch(/\bFunction\s*\(/);
    expect(text).not.toMatch(/\bnew\s+Function\b/);
    expect(text).not.toMatch(/\bimport\s*\(/);
  });

  it('shows positions 1-based in messages', () => {
    expect(errorMessageArgs({ key: 'k', position: 4, args: { code: 'A' } })).toEqual({ code: 'A', position: 5 });
  });
});
