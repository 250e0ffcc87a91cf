import { describe, expect, it } from 'vitest';
import { tvScreenId } from './tv-screen-id.js';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('tvScreenId', () => {
  it('keeps one id per storage (a reload is the same screen) and makes a new one per storage (another tab)', () => {
    const tab = memory();
    const first = tvScreenId(tab);
    expect(first).toMatch(/^tv-[0-9a-f]{32}$/);
    expect(tvScreenId(tab)).toBe(first);
    expect(tvScreenId(memory())).not.toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    const tab = memory();
    tab.setItem('plataforma.tvScreen', 'bad id!');
    expect(tvScreenId(tab)).toMatch(/^tv-[0-9a-f]{32}$/);
  });
});
