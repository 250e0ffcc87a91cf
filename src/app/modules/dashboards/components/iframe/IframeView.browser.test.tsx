import { describe, expect, it } from 'vitest';
import type { FormValue } from '../../../../components/schema-form/index.js';
import { OptionsForm, renderIn } from '../static-image/content-test-harness.js';
import { IframeView } from './IframeView.js';

describe('the iframe component in a real browser', () => {
  it('frames the page sandboxed, sending no referrer, titled for screen readers', async () => {
    const url = 'about:blank#reports';
    const screen = await renderIn('en-US', <IframeView options={{ url, title: 'Shift report' }} data={null} width={400} height={240} />);
    const frame = screen.getByTitle('Shift report');
    await expect.element(frame).toBeVisible();
    await expect.element(frame).toHaveAttribute('src', url);
    await expect.element(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await expect.element(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame.element().getBoundingClientRect().height).toBe(240);
  });

  it('says there is no address yet when the options have none', async () => {
    const screen = await renderIn('pt-BR', <IframeView options={{}} data={null} width={400} height={240} />);
    await expect.element(screen.getByTestId('iframe-component-empty')).toHaveTextContent('Ainda não há endereço de página.');
  });

  it('is refused by the options schema for an address that is not http(s), or without a title', async () => {
    const submitted: FormValue[] = [];
    const screen = await renderIn(
      'en-US',
      <OptionsForm type="iframe" initial={{ url: 'javascript:alert(1)' }} onSubmit={(value) => submitted.push(value)} />,
      600,
      400,
    );
    await expect.element(screen.getByRole('textbox', { name: /Page address/ })).toBeVisible();
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('The format is not valid')).toBeVisible();
    await expect.element(screen.getByText('Required field')).toBeVisible();
    expect(submitted).toEqual([]);
  });
});
