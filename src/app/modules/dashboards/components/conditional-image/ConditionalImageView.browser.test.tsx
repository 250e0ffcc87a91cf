import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { componentOptions } from '../../../../../domain/dashboards/components/options/index.js';
import { clearSession } from '../../../../auth/session-store.js';
import { schemaFormValidator } from '../../../../components/schema-form/schema-form-validator.js';
import { fakeImageServer, pictureA, pictureB, renderIn, signIn } from '../static-image/content-test-harness.js';
import { ConditionalImageView } from './ConditionalImageView.js';

// The options' defaults (conditionalImage.schema.json) with a tag and two rules.
const options = {
  id_tag: 7,
  rules: [
    { operator: '>=' as const, value: 90, image: pictureA },
    { operator: '>' as const, value: 50, image: pictureB },
  ],
  fit: 'contain' as const,
  alt: '',
};
const schema = componentOptions.conditionalImage.schema as RJSFSchema;
const accepts = (value: Record<string, unknown>) => schemaFormValidator.isValid(schema, value, schema);

describe('the conditional image in a real browser', () => {
  beforeEach(signIn);
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('shows the picture the server chose for the latest value, described by that value in the locale', async () => {
    const server = fakeImageServer([pictureA, pictureB]);
    const data = { value: 62.5, at: '2026-03-10T15:00:00Z', rule: 1, image: pictureB };
    const screen = await renderIn('pt-BR', <ConditionalImageView options={options} data={data} width={300} height={200} />);
    await expect.element(screen.getByRole('img', { name: 'Imagem para o valor 62,5' })).toBeVisible();
    await expect.element(screen.getByTestId('conditional-image')).toHaveAttribute('data-image', pictureB);
    expect(server.asked.map((ask) => ask.call)).toEqual([`GET GDV/queries/images/${pictureB}`]);
  });

  it('changes the picture when the value crosses a rule, without asking for the old one again', async () => {
    const server = fakeImageServer([pictureA, pictureB]);
    const screen = await renderIn(
      'en-US',
      <ConditionalImageView options={{ ...options, alt: 'Tank level' }} data={{ value: 60, at: null, rule: 1, image: pictureB }} width={300} height={200} />,
    );
    await expect.element(screen.getByTestId('conditional-image')).toHaveAttribute('data-image', pictureB);
    await screen.rerender(
      <ConditionalImageView options={{ ...options, alt: 'Tank level' }} data={{ value: 95, at: null, rule: 0, image: pictureA }} width={300} height={200} />,
    );
    await expect.element(screen.getByRole('img', { name: 'Tank level' })).toHaveAttribute('data-image', pictureA);
    expect(server.asked.map((ask) => ask.call)).toEqual([`GET GDV/queries/images/${pictureB}`, `GET GDV/queries/images/${pictureA}`]);
  });

  it('says so when no rule holds and there is no default picture', async () => {
    fakeImageServer([]);
    const screen = await renderIn(
      'en-US',
      <ConditionalImageView options={options} data={{ value: 10, at: null, rule: null, image: null }} width={300} height={200} />,
    );
    await expect.element(screen.getByTestId('conditional-image-empty')).toHaveTextContent('No rule holds for the current value and there is no default image.');
  });

  it('says the same before any data', async () => {
    const none = await renderIn('es-ES', <ConditionalImageView options={{}} data={null} width={300} height={200} />);
    await expect.element(none.getByTestId('conditional-image-empty')).toHaveTextContent('Ninguna regla se cumple');
  });

  it('has options the form’s schema takes, and refuses no rule, eleven rules, a bad operator or a foreign picture', () => {
    expect(accepts(options)).toBe(true);
    expect(accepts({ ...options, default_image: pictureA })).toBe(true);
    expect(accepts({ ...options, rules: [] })).toBe(false);
    expect(accepts({ ...options, rules: Array.from({ length: 11 }, () => options.rules[0]) })).toBe(false);
    expect(accepts({ ...options, rules: [{ operator: '=>', value: 1, image: pictureA }] })).toBe(false);
    expect(accepts({ ...options, rules: [{ operator: '>', value: 1, image: 'https://evil.test/x.png' }] })).toBe(false);
    expect(accepts({ rules: options.rules })).toBe(false);
  });
});
