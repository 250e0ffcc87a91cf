import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveContract } from '../../src/server/modules/contract/contract-repository.js';
import { createEntity } from '../../src/server/modules/entities/entity-service.js';
import { product } from './helpers/api-client.js';
import { demoSuite, type Caller } from './helpers/demo-suite.js';
import { jpegHead, tinyPng } from './helpers/multipart.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const MINUTE = 60_000;
const twoMb = 2 * 1024 * 1024;
const widgets = 'GDV/entities/VISAO_WIDGET';
const parameters = 'EST/entities/PARAMETROS';
const imageId = /^[0-9a-f]{32}\.(png|jpg|svg)$/;

interface Answer {
  id_widget: number;
  component: string;
  data: Record<string, unknown> | null;
  error?: { key: string; args?: Record<string, unknown> };
}

/** A multipart body with the file and, before or after it, the `purpose` field. */
function imageForm(content: Buffer, filename: string, type: string, purpose?: string, purposeAfter = false) {
  const boundary = `----plant${Math.random().toString(16).slice(2)}`;
  const field = purpose === undefined ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`;
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const parts = purposeAfter
    ? [Buffer.from(file), content, Buffer.from(`\r\n${field}--${boundary}--\r\n`)]
    : [Buffer.from(field + file), content, Buffer.from(`\r\n--${boundary}--\r\n`)];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const maliciousSvg = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.test/a.css);</style>
  <rect id="tank" width="40" height="20" fill="#0a0" onclick="alert(3)" style="stroke:url(https://evil.test/s)"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <a href="javascript:alert(4)"><text x="2" y="30">Tank 1</text></a>
  <use xlink:href="https://evil.test/sprite.svg#pump"/><use href="#tank" x="50"/>
  <image href="https://evil.test/pixel.png" width="1" height="1"/>
</svg>`;

describe.each(dialects)('dashboard content components: text, images, iframe (%s)', (dialect) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'plant-dashboard-images-'));
  const distDir = mkdtempSync(join(tmpdir(), 'plant-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Plataforma</title>');
  const suite = demoSuite(dialect, { config: { uploadDir, distDir } });
  const admin = () => suite.admin();
  let idTab: number;
  let manager: Person;
  let reader: Person;
  let other: Caller;

  const send = (form: { payload: Buffer; headers: Record<string, string> }, caller: Caller = admin()) =>
    suite.server.app.inject({
      method: 'POST',
      url: `${product}/GDV/actions/images`,
      payload: form.payload,
      headers: { ...form.headers, ...caller.headers, authorization: `Bearer ${caller.token}` },
    });
  const fetchImage = (id: string, caller: Caller | null = admin()) =>
    suite.server.app.inject({
      method: 'GET',
      url: `${product}/GDV/queries/images/${id}`,
      headers: caller ? { ...caller.headers, authorization: `Bearer ${caller.token}` } : {},
    });
  const upload = async (content: Buffer, name = 'picture.png', purpose?: string): Promise<string> => {
    const answer = await send(imageForm(content, name, 'application/octet-stream', purpose));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.id;
  };
  const addWidget = (component: string, options: Record<string, unknown>, title = component) =>
    suite.api.post(widgets, { id_tab: idTab, title, component, options }, admin());
  const tabData = async (): Promise<Map<number, Answer>> => {
    const answer = await suite.api.post('GDV/queries/tab-data', { id_tab: idTab }, admin());
    expect(answer.status, answer.text).toBe(200);
    return new Map((answer.body.data as Answer[]).map((entry) => [entry.id_widget, entry]));
  };
  const setIframeOrigins = async (origins: string[]) => {
    const body = { failed_sign_in_limit: 5, user_limit: 0, dashboard_iframe_origins: origins.map((origin) => ({ origin })) };
    const existing = (await suite.api.get(parameters, admin())).body.data?.[0];
    const saved = existing
      ? await suite.api.put(`${parameters}/${existing.id_parametros}`, { ...existing, ...body }, admin())
      : await suite.api.post(parameters, body, admin());
    expect(saved.status, saved.text).toBe(200);
  };

  /** A second client with its own admin (as tenant-isolation.test.ts makes one). */
  async function otherClientAdmin(): Promise<Caller> {
    const deps = { database: suite.server.app.database, catalog: suite.server.app.catalog };
    const create = (name: string, scope: Parameters<typeof createEntity>[2], body: Record<string, unknown>) =>
      createEntity(deps, suite.server.app.catalog.get(name)!, scope, body);
    const client = await create('clients', { isAdmin: true, clientId: null, unit: null }, { cli_descri: 'Other Co' });
    const scope = { isAdmin: true, clientId: client.cli_codigo as number, unit: null };
    await create('users', scope, { usu_nome: 'Other', usu_login: 'other.admin', usu_senha: 'Other#Admin2026', usu_tipo: '1', usu_permissao_dados: 1 });
    const plant = await create('plants', scope, { plt_descri: 'Other Plant' });
    const unit = await create('units', scope, { plt_codigo: plant.plt_codigo, ele_descri: 'Other Line' });
    await saveContract(suite.server.app.database.db, scope.clientId, { endDate: '2099-12-31', keyIssuedAt: null });
    return { token: await suite.api.login('other.admin', 'Other#Admin2026'), headers: { 'id-element': String(unit.id_elemento) } };
  }

  beforeAll(async () => {
    const view = await suite.api.post('GDV/entities/VISAO', { vis_descricao: 'Content board', widget_limit: 50 }, admin());
    const tab = await suite.api.post('GDV/entities/VISAO_ABA', { id_visao: view.body.data.id_visao, description: 'Content' }, admin());
    idTab = tab.body.data.id_tab;
    manager = await regularUser(suite.api, suite.demo, 'imagemanager', ['settings.dashboards']);
    reader = await regularUser(suite.api, suite.demo, 'imagereader', []);
    other = await otherClientAdmin();
  }, 60_000);
  afterAll(() => {
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  });

  describe('text', () => {
    it('stores the rich text sanitised on the server: no script, no event handler, only the editor’s markup', async () => {
      const html =
        '<p>Line <strong onclick="steal()">one</strong><script>alert(1)</script><img src=x onerror=alert(2)></p><p class="ql-size-large" style="color:red">Two <a href="javascript:alert(3)">link</a></p>';
      const created = await addWidget('text', { html });
      expect(created.status, created.text).toBe(200);
      const clean = '<p>Line <strong>one</strong></p><p class="ql-size-large">Two link</p>';
      expect(created.body.data.options).toEqual({ html: clean });
      const read = await suite.api.get(`${widgets}/${created.body.data.id_widget}`, admin());
      expect(read.body.data.options.html).toBe(clean);
      // An update is sanitised too, and the component reads no data.
      const updated = await suite.api.put(
        `${widgets}/${created.body.data.id_widget}`,
        { ...read.body.data, options: { html: '<p onmouseover="x()">Hi<iframe src="https://evil.test"></iframe></p>' } },
        admin(),
      );
      expect(updated.status, updated.text).toBe(200);
      expect(updated.body.data.options.html).toBe('<p>Hi</p>');
      expect((await tabData()).get(created.body.data.id_widget)).toMatchObject({ component: 'text', data: null });
    });

    it('defaults to no text and refuses more than 20,000 characters on options.html', async () => {
      expect((await addWidget('text', {})).body.data.options).toEqual({ html: '' });
      const long = await addWidget('text', { html: 'x'.repeat(20_001) });
      expect(long.status).toBe(400);
      expect(long.body.error.fields).toEqual({ 'options.html': { key: 'global.labels.maxLengthExceeded', args: { max: 20_000 } } });
      expect((await addWidget('text', { html: 'x', script: true })).status).toBe(400);
    });
  });

  describe('image upload', () => {
    it('takes a PNG and a JPG from who manages dashboards, told by their bytes, and serves them to any signed user of the client', async () => {
      const png = await send(imageForm(tinyPng, '../../evil.jpg', 'image/jpeg'));
      expect(png.statusCode, png.body).toBe(200);
      expect(png.json().data).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}\.png$/), type: 'png' });
      const jpg = Buffer.concat([jpegHead, Buffer.alloc(64, 1)]);
      const fromManager = await send(imageForm(jpg, 'photo.png', 'image/png'), manager.at);
      expect(fromManager.statusCode, fromManager.body).toBe(200);
      expect(fromManager.json().data.id).toMatch(/^[0-9a-f]{32}\.jpg$/);
      const served = await fetchImage(png.json().data.id, reader.at);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(served.rawPayload.equals(tinyPng)).toBe(true);
      expect((await fetchImage(fromManager.json().data.id)).headers['content-type']).toBe('image/jpeg');
      expect(readdirSync(join(uploadDir, 'dashboards'))).toHaveLength(1);
    });

    it.each([
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'picture.gif'],
      ['text renamed .png', Buffer.from('just some text, not an image'), 'picture.png'],
      ['an SVG for a widget', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>'), 'picture.svg'],
      ['an empty file', Buffer.alloc(0), 'empty.png'],
    ])('refuses %s with dashboards.errors.notAnImage', async (_name, content, filename) => {
      const answer = await send(imageForm(content, filename, 'image/png'));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: { code: 'UNSUPPORTED_FILE_TYPE', message: 'dashboards.errors.notAnImage' } });
    });

    it('takes a picture just under 2 MB and refuses one of 2 MB with dashboards.errors.imageTooLarge', async () => {
      const under = await send(imageForm(Buffer.concat([tinyPng, Buffer.alloc(twoMb - 1 - tinyPng.length)]), 'big.png', 'image/png'));
      expect(under.statusCode, under.body).toBe(200);
      const over = await send(imageForm(Buffer.concat([tinyPng, Buffer.alloc(twoMb - tinyPng.length)]), 'huge.png', 'image/png'));
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ error: { code: 'FILE_TOO_LARGE', message: 'dashboards.errors.imageTooLarge' } });
    });

    it('refuses the upload to a user who may not update dashboards, and anything to a caller without a session', async () => {
      const refused = await send(imageForm(tinyPng, 'a.png', 'image/png'), reader.at);
      expect(refused.statusCode).toBe(403);
      const id = await upload(tinyPng);
      expect((await fetchImage(id, null)).statusCode).toBe(401);
    });

    it('refuses no file, an unknown purpose, and a body that is not multipart, never with a 500', async () => {
      const noFile = await send({
        payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nwidget\r\n--b--\r\n'),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error.message).toBe('dashboards.errors.notAnImage');
      const purpose = await send(imageForm(tinyPng, 'a.png', 'image/png', 'poster'));
      expect(purpose.statusCode).toBe(400);
      expect(purpose.json().error.fields).toEqual({ purpose: { key: 'validation.oneOf', args: { options: 'widget, hmi' } } });
      const json = await suite.api.post('GDV/actions/images', { file: 'x' }, admin());
      expect(json.status).toBe(400);
      const broken = await send({
        payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      });
      expect(broken.statusCode).toBe(400);
    });

    it("serves no other client's picture, and nothing outside the store", async () => {
      const ours = await upload(tinyPng);
      expect((await fetchImage(ours, other)).statusCode).toBe(404);
      const theirs = await send(imageForm(tinyPng, 'theirs.png', 'image/png'), other);
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect((await fetchImage(theirs.json().data.id, other)).statusCode).toBe(200);
      expect((await fetchImage(theirs.json().data.id)).statusCode).toBe(404);
      for (const name of ['..%2F..%2Fsecret.png', `${'a'.repeat(32)}.gif`, `${'b'.repeat(32)}.png`, 'x.png'])
        expect((await fetchImage(name)).statusCode, name).toBe(404);
    });

    it('takes an SVG for an HMI picture (purpose before or after the file) and serves it sanitised, as SVG under a policy that runs nothing', async () => {
      for (const after of [false, true]) {
        const answer = await send(imageForm(Buffer.from(maliciousSvg), 'plant.svg', 'image/svg+xml', 'hmi', after));
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().data).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}\.svg$/), type: 'svg' });
        const served = await fetchImage(answer.json().data.id, reader.at);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/svg+xml');
        expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
        expect(served.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(served.body).not.toMatch(/script|alert|onload|onclick|foreignObject|javascript|evil|@import|ENTITY|boom/i);
        expect(served.body).toContain('<rect id="tank" width="40" height="20" fill="#0a0"></rect>');
        expect(served.body).toContain('<text x="2" y="30">Tank 1</text>');
        expect(served.body).toContain('<use href="#tank" x="50"></use>');
      }
      const notSvg = await send(imageForm(Buffer.from('<html><body>hello</body></html>'), 'plant.svg', 'image/svg+xml', 'hmi'));
      expect(notSvg.statusCode).toBe(400);
      expect((await send(imageForm(tinyPng, 'plant.png', 'image/png', 'hmi'))).json().data.type).toBe('png');
    });
  });

  describe('static image', () => {
    it('keeps the picture with its defaults, refuses a bad id and no picture, and reads no data', async () => {
      const image = await upload(tinyPng);
      const created = await addWidget('staticImage', { image });
      expect(created.status, created.text).toBe(200);
      expect(created.body.data.options).toEqual({ image, fit: 'contain', alt: '' });
      expect((await tabData()).get(created.body.data.id_widget)).toMatchObject({ data: null });
      for (const [options, field, key] of [
        [{ image: '../../etc/passwd' }, 'options.image', 'validation.pattern'],
        [{ image: `${'a'.repeat(32)}.svg` }, 'options.image', 'validation.pattern'],
        [{}, 'options.image', 'global.labels.requiredField'],
        [{ image, fit: 'stretch' }, 'options.fit', 'validation.oneOf'],
      ] as const) {
        const refused = await addWidget('staticImage', options);
        expect(refused.status, JSON.stringify(options)).toBe(400);
        expect(refused.body.error.fields[field].key).toBe(key);
      }
      expect(imageId.test(image)).toBe(true);
    });
  });

  describe('conditional image', () => {
    let level: number;
    let images: string[];
    const tag = async (body: Record<string, unknown>) => {
      const created = await suite.api.post('MES/entities/MESTAG', { tag_type: 'higher_better', active: true, ...body }, admin());
      expect(created.status, created.text).toBe(200);
      return created.body.data.id_tag as number;
    };
    const rulesOf = () => [
      { operator: '>=', value: 90, image: images[0] },
      { operator: '>', value: 50, image: images[1] },
      { operator: '==', value: 7, image: images[2] },
    ];

    beforeAll(async () => {
      level = await tag({ code: 'LT_CI', aggregation: 'AVERAGE', data_input: 'sensor' });
      images = [await upload(tinyPng), await upload(tinyPng), await upload(tinyPng), await upload(tinyPng)];
    });

    const writeValue = async (value: number, minutesAgo: number) => {
      const written = await suite.api.post(
        'MES/actions/writeValues',
        { values: [{ tag: 'LT_CI', ts: new Date(Date.now() - minutesAgo * MINUTE).toISOString(), value }] },
        admin(),
      );
      expect(written.status, written.text).toBe(200);
    };

    it('shows the default picture while the tag has no value, then the first rule that holds for its latest value', async () => {
      const widget = await addWidget('conditionalImage', { id_tag: level, rules: rulesOf(), default_image: images[3] });
      expect(widget.status, widget.text).toBe(200);
      expect(widget.body.data.options).toMatchObject({ fit: 'contain', alt: '' });
      const id = widget.body.data.id_widget;
      expect((await tabData()).get(id)!.data).toEqual({ value: null, at: null, rule: null, image: images[3] });
      await writeValue(95, 30);
      await writeValue(60, 10);
      const answer = (await tabData()).get(id)!;
      expect(answer.data).toMatchObject({ value: 60, rule: 1, image: images[1] });
      expect(Date.parse(answer.data!.at as string)).toBeGreaterThan(Date.now() - 11 * MINUTE);
      await writeValue(7, 5);
      expect((await tabData()).get(id)!.data).toMatchObject({ value: 7, rule: 2, image: images[2] });
      await writeValue(1, 1);
      expect((await tabData()).get(id)!.data).toMatchObject({ value: 1, rule: null, image: images[3] });
    });

    it("computes a calculation tag's latest value on read, and shows no picture without a default", async () => {
      // Its input has values by now (the calculation settings refuse a formula over a tag without any).
      const doubled = await tag({
        code: 'LT_CI2',
        aggregation: 'CALC',
        data_input: 'calculation',
        calculations: [{ valid_from: '2020-01-01', formula: 'T:LT_CI * 2' }],
      });
      const widget = await addWidget('conditionalImage', { id_tag: doubled, rules: [{ operator: '<', value: 10, image: images[0] }] });
      expect(widget.status, widget.text).toBe(200);
      expect((await tabData()).get(widget.body.data.id_widget)!.data).toMatchObject({ value: 2, rule: 0, image: images[0] });
      const none = await addWidget('conditionalImage', { id_tag: doubled, rules: [{ operator: '>', value: 10, image: images[0] }] });
      expect((await tabData()).get(none.body.data.id_widget)!.data).toMatchObject({ value: 2, rule: null, image: null });
    });

    it('refuses rules beyond ten or none, a bad operator or picture, and a tag of no plant of the unit', async () => {
      const rule = { operator: '>', value: 1, image: images[0] };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ id_tag: level, rules: [] }, 'options.rules', 'validation.minItems'],
        [{ id_tag: level, rules: Array.from({ length: 11 }, () => rule) }, 'options.rules', 'validation.maxItems'],
        [{ id_tag: level, rules: [{ ...rule, operator: '=>' }] }, 'options.rules.0.operator', 'validation.oneOf'],
        [{ id_tag: level, rules: [{ ...rule, image: 'http://evil.test/x.png' }] }, 'options.rules.0.image', 'validation.pattern'],
        [{ id_tag: level, rules: [{ operator: '>', image: images[0] }] }, 'options.rules.0.value', 'global.labels.requiredField'],
        [{ id_tag: 999_999, rules: [rule] }, 'options.id_tag', 'validation.referenceNotFound'],
        [{ rules: [rule] }, 'options.id_tag', 'global.labels.requiredField'],
      ];
      for (const [options, field, key] of cases) {
        const refused = await addWidget('conditionalImage', options);
        expect(refused.status, JSON.stringify(options)).toBe(400);
        expect(refused.body.error.fields?.[field]?.key, `${JSON.stringify(options)} ${refused.text}`).toBe(key);
      }
    });
  });

  describe('iframe', () => {
    const pageCsp = async () => {
      const page = await suite.api.get('/');
      expect(page.status).toBe(200);
      const frameSrc = String(page.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === 'frame-src');
      return frameSrc?.slice(1);
    };

    const powerBi = 'https://app.powerbi.com';

    it("refuses an address whose origin the client's parameters do not allow, and takes one they do", async () => {
      await setIframeOrigins([]);
      const refused = await addWidget('iframe', { url: 'https://reports.example.com/board', title: 'Reports' });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({
        'options.url': { key: 'dashboards.errors.iframeOriginNotAllowed', args: { origin: 'https://reports.example.com' } },
      });
      // The Power BI embedding service (POWERBI_EMBED_URL) is always framed last.
      expect(await pageCsp()).toEqual(["'self'", powerBi]);

      await setIframeOrigins(['https://reports.example.com', 'http://grafana.plant.local:3000']);
      const taken = await addWidget('iframe', { url: 'https://Reports.example.com:443/board?x=1', title: 'Reports' });
      expect(taken.status, taken.text).toBe(200);
      expect((await addWidget('iframe', { url: 'http://grafana.plant.local:3000/d/1', title: 'Grafana' })).status).toBe(200);
      for (const url of ['http://reports.example.com/board', 'https://reports.example.com.evil.test/', 'https://grafana.plant.local:3000/d/1']) {
        const answer = await addWidget('iframe', { url, title: 'X' });
        expect(answer.status, url).toBe(400);
        expect(answer.body.error.fields['options.url'].key).toBe('dashboards.errors.iframeOriginNotAllowed');
      }
      expect(await pageCsp()).toEqual(["'self'", 'http://grafana.plant.local:3000', 'https://reports.example.com', powerBi]);
      expect((await tabData()).get(taken.body.data.id_widget)).toEqual({ id_widget: taken.body.data.id_widget, component: 'iframe', data: null });

      // An origin removed later: the widget answers its error instead of the page.
      await setIframeOrigins(['http://grafana.plant.local:3000']);
      expect((await tabData()).get(taken.body.data.id_widget)).toMatchObject({ data: null, error: { key: 'dashboards.errors.iframeOriginNotAllowed' } });
      expect(await pageCsp()).toEqual(["'self'", 'http://grafana.plant.local:3000', powerBi]);
    });

    it('refuses an address that is not http(s), and no title', async () => {
      await setIframeOrigins(['https://reports.example.com']);
      for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//reports.example.com/x', 'https://reports.example.com/a b']) {
        const answer = await addWidget('iframe', { url, title: 'X' });
        expect(answer.status, url).toBe(400);
        expect(answer.body.error.fields['options.url'].key, url).toBe('validation.pattern');
      }
      const untitled = await addWidget('iframe', { url: 'https://reports.example.com/' });
      expect(untitled.body.error.fields).toEqual({ 'options.title': { key: 'global.labels.requiredField' } });
    });
  });
});
