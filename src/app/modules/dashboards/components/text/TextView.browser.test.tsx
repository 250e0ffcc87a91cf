import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { FormValue } from '../../../../components/schema-form/index.js';
import { OptionsForm, renderIn } from '../static-image/content-test-harness.js';
import { richTextWidget } from './RichTextWidget.js';
import { TextView } from './TextView.js';

const uiSchema = { html: { 'ui:widget': richTextWidget } };

describe('the text component in a real browser', () => {
  it('shows the stored rich text as HTML, as the logbook shows an annotation', async () => {
    const html = '<p>Line <strong>one</strong></p><ol><li>first</li></ol><p class="ql-size-large">Big</p>';
    const screen = await renderIn('en-US', <TextView options={{ html }} data={null} width={400} height={240} />);
    await expect.element(screen.getByTestId('text-component')).toHaveTextContent('Line onefirstBig');
    await expect.element(screen.getByText('one')).toHaveProperty('tagName', 'STRONG');
    expect(screen.getByRole('listitem').all()).toHaveLength(1);
  });

  it('says there is no text yet with its defaults (an empty html), in the chosen language', async () => {
    const screen = await renderIn('pt-BR', <TextView options={{ html: '' }} data={null} width={400} height={240} />);
    await expect.element(screen.getByTestId('text-empty')).toHaveTextContent('Ainda não há texto.');
  });

  it('counts a paragraph with no words as no text', async () => {
    const blank = await renderIn('en-US', <TextView options={{ html: '<p><br></p>' }} data={null} width={400} height={240} />);
    await expect.element(blank.getByTestId('text-empty')).toHaveTextContent('No text yet.');
  });

  it('is written in the options form with the rich text editor', async () => {
    const submitted: FormValue[] = [];
    const screen = await renderIn('pt-BR', <OptionsForm type="text" uiSchema={uiSchema} onSubmit={(value) => submitted.push(value)} />, 600, 500);
    await expect.element(screen.getByText('Texto')).toBeVisible();
    const editor = screen.getByTestId('rich-text-field-root_html').element().querySelector('.ql-editor')!;
    await userEvent.click(editor);
    await userEvent.keyboard('Hello');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => submitted).toEqual([{ html: '<p>Hello</p>' }]);
  });

  it('has an html the options schema refuses past 20,000 characters', async () => {
    const submitted: FormValue[] = [];

    const long = await renderIn(
      'pt-BR',
      <OptionsForm type="text" initial={{ html: 'x'.repeat(20_001) }} onSubmit={(value) => submitted.push(value)} />,
      600,
      500,
    );
    await long.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(long.getByText('No máximo 20000 caracteres')).toBeVisible();
    expect(submitted).toEqual([]);
  });
});
