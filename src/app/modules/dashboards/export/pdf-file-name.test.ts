import { describe, expect, it } from 'vitest';
import { pdfFileName } from './pdf-file-name.js';

const at = Date.parse('2026-03-10T02:30:00Z');

describe('pdfFileName', () => {
  it('is the dashboard title and the day on the unit calendar', () => {
    expect(pdfFileName('Production overview', at, 'UTC')).toBe('Production overview-2026-03-10.pdf');
    // 02:30 UTC is still the 9th in São Paulo (UTC-3).
    expect(pdfFileName('Production overview', at, 'America/Sao_Paulo')).toBe('Production overview-2026-03-09.pdf');
  });

  it('replaces what a file name cannot hold and trims what is left', () => {
    expect(pdfFileName('  Line 1 / Line 2: "OEE"?  ', at, 'UTC')).toBe('Line 1 Line 2 OEE-2026-03-10.pdf');
    expect(pdfFileName('Visão\tgeral', at, 'UTC')).toBe('Visão geral-2026-03-10.pdf');
  });

  it('falls back to "dashboard" when nothing is left of the title', () => {
    expect(pdfFileName(' ?/*.. ', at, 'UTC')).toBe('dashboard-2026-03-10.pdf');
  });
});
