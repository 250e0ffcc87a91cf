import { useState } from 'react';
import { AdminContext } from 'react-admin';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { SchemaForm, type FormValue } from './SchemaForm.js';
import type { SchemaTranslations } from './schema-translations.js';
import { i18nProviderIn } from '../../test-support/render-in-admin.js';

/** A checklist-like schema that exists only at run time, with its own translations. */
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    temperature: { type: 'integer', minimum: 0, maximum: 120 },
    shift_start: { type: 'string', format: 'hour-minute' },
  },
  required: ['temperature'],
};
const i18n: SchemaTranslations = {
  'en-US': { fields: { temperature: 'Temperature', shift_start: 'Shift start' } },
  'pt-BR': { fields: { temperature: 'Temperatura', shift_start: 'Início do turno' } },
  'es-ES': { fields: { temperature: 'Temperatura', shift_start: 'Inicio del turno' } },
};

function Harness({ onSubmit, onValidity }: { onSubmit: (value: FormValue) => void; onValidity: (valid: boolean) => void }) {
  const [value, setValue] = useState<FormValue>({});
  return <SchemaForm schema={schema} i18n={i18n} value={value} onChange={setValue} onSubmit={onSubmit} onValidityChange={onValidity} />;
}

async function renderIn(locale: string) {
  const submitted: FormValue[] = [];
  const validity: boolean[] = [];
  const screen = await render(
    <AdminContext i18nProvider={await i18nProviderIn(locale)}>
      <Harness onSubmit={(value) => submitted.push(value)} onValidity={(valid) => validity.push(valid)} />
    </AdminContext>,
  );
  return { screen, submitted, validity };
}

describe('SchemaForm in a real browser', () => {
  it('labels the fields from the schema translations and refuses bad input with a pt-BR message', async () => {
    const { screen, submitted } = await renderIn('pt-BR');
    const temperature = screen.getByRole('spinbutton', { name: /Temperatura/ });
    await expect.element(temperature).toBeVisible();
    await userEvent.fill(temperature, '150');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('Deve ser 120 ou menos')).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: /Início do turno/ }), '25:00');
    await expect.element(screen.getByText('Deve ser uma hora no formato HH:mm')).toBeVisible();
    expect(submitted).toEqual([]);
  });

  it('says a required field is missing in English', async () => {
    const { screen, submitted } = await renderIn('en-US');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Required field')).toBeVisible();
    expect(submitted).toEqual([]);
  });

  it('submits the typed value and reports validity as it changes', async () => {
    const { screen, submitted, validity } = await renderIn('en-US');
    expect(validity.at(-1)).toBe(false);
    await userEvent.fill(screen.getByRole('spinbutton', { name: /Temperature/ }), '80');
    await userEvent.fill(screen.getByRole('textbox', { name: /Shift start/ }), '06:30');
    await expect.poll(() => validity.at(-1)).toBe(true);
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => submitted).toEqual([{ temperature: 80, shift_start: '06:30' }]);
  });

  it("speaks the user's language in rjsf's own words too: list buttons and yes/no (es-ES)", async () => {
    const checklist: RJSFSchema = {
      type: 'object',
      properties: { steps: { type: 'array', title: 'Pasos', items: { type: 'string' } }, done: { type: 'boolean', title: 'Hecho' } },
    };
    function Checklist() {
      const [value, setValue] = useState<FormValue>({});
      return <SchemaForm schema={checklist} uiSchema={{ done: { 'ui:widget': 'radio' } }} value={value} onChange={setValue} onSubmit={() => {}} />;
    }
    const screen = await render(
      <AdminContext i18nProvider={await i18nProviderIn('es-ES')}>
        <Checklist />
      </AdminContext>,
    );
    await expect.element(screen.getByRole('radio', { name: 'Sí' })).toBeVisible();
    await screen.getByRole('button', { name: 'Añadir' }).click();
    await expect.element(screen.getByRole('button', { name: 'Quitar' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Guardar' })).toBeVisible();
  });

  it("shows the server's refusal under its field", async () => {
    const screen = await render(
      <AdminContext i18nProvider={await i18nProviderIn('en-US')}>
        <SchemaForm
          schema={schema}
          value={{ temperature: 50 }}
          onChange={() => {}}
          onSubmit={() => {}}
          fieldErrors={{ temperature: 'This value is already in use' }}
        />
      </AdminContext>,
    );
    await expect.element(screen.getByText('This value is already in use')).toBeVisible();
  });
});
