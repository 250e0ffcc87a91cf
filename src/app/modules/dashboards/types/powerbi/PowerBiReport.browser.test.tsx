import { AdminContext } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { commands } from 'vitest/browser';
import { PowerBiReport } from './PowerBiReport.js';
import { i18nProviderIn } from '../../../../test-support/render-in-admin.js';

const reportId = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';

/** The report at the service's own address; the test browser answers it with the local stand-in (tests/browser/powerbi-stand-in.html). */
const embedOf = (standInStatus: string) => ({
  embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&standInStatus=${standInStatus}`,
  reportId,
  accessToken: 'embed-token',
});

async function renderReport(standInStatus: string, locale = 'en-US') {
  const i18nProvider = await i18nProviderIn(locale);
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <PowerBiReport embed={embedOf(standInStatus)} title="Finance" height="300px" />
    </AdminContext>,
  );
}

describe('the embedded Power BI report with powerbi-client against a local stand-in of the service', () => {
  const windowErrors: Event[] = [];
  const onWindowError = (event: Event) => windowErrors.push(event);

  beforeAll(async () => {
    await commands.servePowerBiStandIn();
    window.addEventListener('error', onWindowError);
  });
  afterEach(() => {
    // A handled load failure is no page error: the app's error reporting (window 'error') never sees it.
    expect(windowErrors).toEqual([]);
  });

  it('embeds the report in the service’s frame, titled, and shows it once loaded', async () => {
    const screen = await renderReport('ok');
    await expect.element(screen.getByTestId('powerbi-report')).toHaveAttribute('data-state', 'loaded');
    const frame = screen.container.querySelector('iframe')!;
    expect(frame.src).toMatch(/^https:\/\/app\.powerbi\.com\/reportEmbed\?reportId=.+&standInStatus=ok&uid=/);
    expect(frame.title).toBe('Finance');
    expect(screen.getByTestId('powerbi-error').query()).toBeNull();
  });

  it.each([
    ['401', 'unauthorized', 'the embed token is not valid or has expired (401)'],
    ['403', 'forbidden', 'the token does not give access to it (403)'],
    ['404', 'notFound', 'did not find the report or its workspace (404)'],
    ['500', 'serverError', 'because of an error on its side (500)'],
    ['garbled', 'unexpected', 'because of an unexpected error'],
  ])('maps a load error with status %s to the spec’s %s message', async (status, error, text) => {
    const screen = await renderReport(status);
    await expect.element(screen.getByTestId('powerbi-report')).toHaveAttribute('data-state', error);
    await expect.element(screen.getByTestId('powerbi-error')).toHaveTextContent(text);
    // The failed report's frame gives way to the message.
    expect(getComputedStyle(screen.container.querySelector('iframe')!.parentElement!).display).toBe('none');
  });

  it('says the message in the chosen language', async () => {
    const screen = await renderReport('403', 'pt-BR');
    await expect.element(screen.getByTestId('powerbi-error')).toHaveTextContent('o token não dá acesso a ele (403)');
  });
});
