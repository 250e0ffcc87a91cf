import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { powerBiEmbedUrl } from './powerbi-embed.js';

const report = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';
const group = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('the Power BI report embedding address (Power BI REST API, Reports - Get Report In Group: embedUrl)', () => {
  it('is the service’s reportEmbed page with the report and its workspace', () => {
    expect(powerBiEmbedUrl('https://app.powerbi.com/reportEmbed', report, group)).toBe(
      `https://app.powerbi.com/reportEmbed?reportId=${report}&groupId=${group}`,
    );
    expect(powerBiEmbedUrl('https://app.powerbi.com/reportEmbed', report, null)).toBe(`https://app.powerbi.com/reportEmbed?reportId=${report}`);
  });

  it('defaults to Microsoft’s service and follows POWERBI_EMBED_URL (a sovereign cloud, or a local stand-in in tests)', () => {
    expect(loadConfig({}).powerbiEmbedUrl).toBe('https://app.powerbi.com/reportEmbed');
    expect(loadConfig({ POWERBI_EMBED_URL: 'https://app.powerbigov.us/reportEmbed' }).powerbiEmbedUrl).toBe('https://app.powerbigov.us/reportEmbed');
    expect(loadConfig({ POWERBI_EMBED_URL: 'http://127.0.0.1:8099/stand-in' }).powerbiEmbedUrl).toBe('http://127.0.0.1:8099/stand-in');
  });

  it('refuses an address that is not http(s), or that carries its own query', () => {
    for (const wrong of ['ftp://example.com/embed', 'not a url', 'https://app.powerbi.com/reportEmbed?reportId=1']) {
      expect(() => loadConfig({ POWERBI_EMBED_URL: wrong })).toThrow(/POWERBI_EMBED_URL/);
    }
  });
});
