import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { clearSession } from '../../../../auth/session-store.js';
import type { FormValue } from '../../../../components/schema-form/index.js';
import { fakeImageServer, OptionsForm, pictureA, pictureB, renderIn, signIn, tinyPng } from './content-test-harness.js';
import { imageUploadWidget } from './ImageUploadWidget.js';
import { StaticImageView } from './StaticImageView.js';
import { EmbedAuthProvider } from '../../embed/EmbedAuth.js';

// The options' defaults (staticImage.schema.json) with a picture.
const defaults = { image: pictureA, fit: 'contain' as const, alt: '' };

describe('the static image in a real browser', () => {
  beforeEach(signIn);
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it('fetches the picture with the session and fits it whole in the frame by default', async () => {
    const server = fakeImageServer([pictureA]);
    const screen = await renderIn('en-US', <StaticImageView options={{ ...defaults, alt: 'Line 1 layout' }} data={null} width={400} height={240} />);
    const image = screen.getByRole('img', { name: 'Line 1 layout' });
    await expect.element(image).toBeVisible();
    await expect.element(image).toHaveStyle({ objectFit: 'contain' });
    await expect.poll(() => (image.element() as HTMLImageElement).naturalWidth).toBe(1);
    expect(server.asked).toEqual([{ call: `GET GDV/queries/images/${pictureA}`, authorization: 'Bearer token-1', body: undefined }]);
  });

  it('covers the frame when asked, and uses the token of the dashboard link it is shown on', async () => {
    const server = fakeImageServer([pictureA]);
    const screen = await renderIn(
      'en-US',
      <EmbedAuthProvider value={{ token: 'ptk_tv' }}>
        <StaticImageView options={{ ...defaults, fit: 'cover' }} data={null} width={400} height={240} />
      </EmbedAuthProvider>,
    );
    await expect.element(screen.getByTestId('static-image')).toHaveStyle({ objectFit: 'cover' });
    expect(server.asked[0]!.authorization).toBe('Bearer ptk_tv');
  });

  it('says when no picture is chosen (its defaults alone)', async () => {
    fakeImageServer([]);
    const empty = await renderIn('es-ES', <StaticImageView options={{ fit: 'contain', alt: '' }} data={null} width={400} height={240} />);
    await expect.element(empty.getByTestId('static-image-empty')).toHaveTextContent('Todavía no se eligió ninguna imagen.');
  });

  it('says when the picture cannot be loaded', async () => {
    fakeImageServer([]);
    const missing = await renderIn('en-US', <StaticImageView options={defaults} data={null} width={400} height={240} />);
    await expect.element(missing.getByTestId('dashboard-image-error')).toHaveTextContent('The image could not be loaded.');
  });

  it('uploads the picture from the options form, which needs one', async () => {
    const server = fakeImageServer([pictureB], pictureB);
    const submitted: FormValue[] = [];
    const uiSchema = { image: { 'ui:widget': imageUploadWidget } };
    const screen = await renderIn('en-US', <OptionsForm type="staticImage" uiSchema={uiSchema} onSubmit={(value) => submitted.push(value)} />, 600, 500);
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Required field')).toBeVisible();
    await userEvent.upload(screen.getByTestId('image-field-input'), new File([tinyPng], 'layout.png', { type: 'image/png' }));
    await expect.element(screen.getByTestId('image-field-preview')).toBeVisible();
    expect(server.asked[0]!.call).toBe('POST GDV/actions/images');
    expect([...(server.asked[0]!.body as FormData).keys()]).toEqual(['purpose', 'file']);
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => submitted).toEqual([{ image: pictureB, fit: 'contain', alt: '' }]);
  });

  it('has an image the options schema refuses when it is not an id the store gives', async () => {
    fakeImageServer([]);
    const submitted: FormValue[] = [];

    const bad = await renderIn(
      'en-US',
      <OptionsForm type="staticImage" initial={{ image: '../../etc/passwd.png' }} onSubmit={(value) => submitted.push(value)} />,
      600,
      500,
    );
    await bad.getByRole('button', { name: 'Save' }).click();
    await expect.element(bad.getByText('The format is not valid')).toBeVisible();
    expect(submitted).toEqual([]);
  });

  it('tells the server’s refusal of a file in the chosen language', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      Response.json({ error: { code: 'UNSUPPORTED_FILE_TYPE', message: 'dashboards.errors.notAnImage' } }, { status: 400 }),
    );
    const uiSchema = { image: { 'ui:widget': imageUploadWidget } };
    const screen = await renderIn('pt-BR', <OptionsForm type="staticImage" uiSchema={uiSchema} onSubmit={() => undefined} />, 600, 500);
    await userEvent.upload(screen.getByTestId('image-field-input'), new File(['GIF89a'], 'x.png', { type: 'image/png' }));
    await expect.element(screen.getByText('Este arquivo não é uma imagem aceita: PNG ou JPG (ou SVG para uma imagem de processo).')).toBeVisible();
  });
});
