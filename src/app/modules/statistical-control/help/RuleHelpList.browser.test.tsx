import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RuleHelpList } from './RuleHelpList.js';
import { RuleHelpText } from './RuleHelpText.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

interface Help {
  id: number;
  rule: number;
  title?: string;
  body?: string;
}

/** The unit's stored help, as the API answers it (bodies already sanitised), and the writes the page sends. */
function helpProvider(stored: Help[]) {
  const writes: { kind: 'create' | 'update'; id?: unknown; data: Record<string, unknown> }[] = [];
  const dataProvider = testDataProvider({
    getList: ((_resource: string, params: { filter: { rule?: number } }) => {
      const data = stored.filter((help) => params.filter.rule === undefined || help.rule === params.filter.rule);
      return Promise.resolve({ data, total: data.length });
    }) as never,
    create: ((_resource: string, params: { data: Record<string, unknown> }) => {
      writes.push({ kind: 'create', data: params.data });
      return Promise.resolve({ data: { id: 99, ...params.data } });
    }) as never,
    update: ((_resource: string, params: { id: unknown; data: Record<string, unknown> }) => {
      writes.push({ kind: 'update', id: params.id, data: params.data });
      return Promise.resolve({ data: { id: params.id, ...params.data } });
    }) as never,
  });
  return { dataProvider, writes };
}

const stored: Help[] = [{ id: 7, rule: 1, title: 'Beyond the limits', body: '<p>Weigh <strong>five</strong> more bottles.</p>' }];

async function renderList(can: boolean, locale = 'en-US') {
  const { dataProvider, writes } = helpProvider(stored);
  const screen = await render(
    <AdminContext dataProvider={dataProvider} i18nProvider={await i18nProviderIn(locale)}>
      <RuleHelpList can={() => can} />
    </AdminContext>,
  );
  return { screen, writes };
}

describe('RuleHelpList in a real browser', () => {
  it('lets a writer create the help of a rule without one and update the one stored', async () => {
    const { screen, writes } = await renderList(true);
    for (let rule = 0; rule <= 8; rule++) await expect.element(screen.getByRole('region').nth(rule)).toBeVisible();
    const first = screen.getByRole('region', { name: 'R0 · Outside the specification limits' });
    await first.getByLabelText('Title').fill('Out of specification');
    await userEvent.click(first.element().querySelector('.ql-editor')!);
    await userEvent.keyboard('Hold the batch');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => writes).toEqual([{ kind: 'create', data: { rule: 0, title: 'Out of specification', body: '<p>Hold the batch</p>' } }]);

    const second = screen.getByRole('region', { name: 'R1 · One point beyond K sigma' });
    await expect.element(second.getByLabelText('Title')).toHaveValue('Beyond the limits');
    await expect.element(second.getByRole('button', { name: 'Save' })).toBeDisabled();
    await second.getByLabelText('Title').fill('A point beyond the limits');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => writes[1])
      .toEqual({ kind: 'update', id: 7, data: { rule: 1, title: 'A point beyond the limits', body: '<p>Weigh <strong>five</strong> more bottles.</p>' } });
  });

  it('shows a reader the stored text, and says when a rule has none', async () => {
    const { screen } = await renderList(false);
    const second = screen.getByRole('region', { name: 'R1 · One point beyond K sigma' });
    await expect.element(second.getByText('Beyond the limits')).toBeVisible();
    await expect.element(second.getByText('five')).toBeVisible();
    expect(second.element().querySelector('strong')?.textContent).toBe('five');
    await expect
      .element(screen.getByRole('region', { name: 'R2 · Nine points in a row on one side of the center' }).getByText('No help written for this rule yet.'))
      .toBeVisible();
    expect(screen.getByRole('textbox').query()).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).query()).toBeNull();
  });

  it('speaks Portuguese', async () => {
    const { screen } = await renderList(false, 'pt-BR');
    await expect
      .element(screen.getByRole('region', { name: 'R0 · Fora dos limites de especificação' }).getByText('Ainda não há ajuda escrita para esta regra.'))
      .toBeVisible();
  });
});

describe('RuleHelpText in a real browser', () => {
  it("shows one rule's stored help for the chart pages", async () => {
    const { dataProvider } = helpProvider(stored);
    const screen = await render(
      <AdminContext dataProvider={dataProvider} i18nProvider={await i18nProviderIn('en-US')}>
        <RuleHelpText rule={1} />
        <RuleHelpText rule={4} />
      </AdminContext>,
    );
    await expect.element(screen.getByText('Beyond the limits')).toBeVisible();
    await expect.element(screen.getByText('five')).toBeVisible();
    await expect.element(screen.getByText('No help written for this rule yet.')).toBeVisible();
  });
});
