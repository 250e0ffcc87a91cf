import { describe, expect, it } from 'vitest';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const brandingPath = 'EST/entities/BRANDING';
const tinyPngUri = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe.each(dialects)('branding per host (%s)', (dialect) => {
  const suite = demoSuite(dialect);

  it('answers the defaults, without a token, for a host that has no record', async () => {
    const response = await suite.api.get('config/unknown-host');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { title: 'Plataforma', color: '#1890ff' } });
  });

  it("answers a host's own record, with both spellings of the white logo", async () => {
    const record = {
      host_key: 'plant-example-com',
      title: 'North Plant',
      color: '#aa3300',
      logo: tinyPngUri,
      logo_white: '/brand/white.png',
      favicon: 'https://cdn.example.com/fav.ico',
    };
    const created = await suite.api.post(brandingPath, record, { token: suite.demo.admin });
    expect(created.status).toBe(200);
    const response = await suite.api.get('config/plant-example-com');
    expect(response.body.data).toEqual({
      title: 'North Plant',
      color: '#aa3300',
      logo: tinyPngUri,
      logo_white: '/brand/white.png',
      logoWhite: '/brand/white.png',
      favicon: 'https://cdn.example.com/fav.ico',
    });
    expect((await suite.api.get('config/PLANT-EXAMPLE-COM')).body.data.title).toBe('North Plant');
    expect((await suite.api.post(brandingPath, { ...record, title: 'Again' }, { token: suite.demo.admin })).status).toBe(409);
  });

  it('lets only administrators write branding', async () => {
    const response = await suite.api.post(brandingPath, { host_key: 'operator-host', title: 'Mine', color: '#000000' }, { token: suite.demo.operator });
    expect(response.status).toBe(403);
    expect((await suite.api.get('config/operator-host')).body.data.title).toBe('Plataforma');
  });

  it('refuses an invalid colour, host key or logo with field errors', async () => {
    const response = await suite.api.post(
      brandingPath,
      { host_key: 'Bad Host', title: 'X', color: 'blue', logo: 'javascript:alert(1)' },
      { token: suite.demo.admin },
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['color', 'host_key', 'logo']);
    expect((await suite.api.post(brandingPath, { host_key: 'x', title: 'X', color: '#12345' }, { token: suite.demo.admin })).status).toBe(400);
  });
});
