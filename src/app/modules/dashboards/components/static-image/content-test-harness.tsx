import { useState, type ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { componentOptions } from '../../../../../domain/dashboards/components/options/index.js';
import type { ComponentType } from '../../../../../domain/dashboards/components/component-types.js';
import { SchemaForm, type FormValue } from '../../../../components/schema-form/index.js';
import type { SchemaTranslations } from '../../../../components/schema-form/schema-translations.js';
import { i18nProviderIn } from '../../../../test-support/render-in-admin.js';
import { signIn as signInDemoUser } from '../../../../test-support/signed-in-session.js';

/** A 1×1 PNG, as an image editor writes it. */
export const tinyPng = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
export const pictureA = `${'a'.repeat(32)}.png`;
export const pictureB = `${'b'.repeat(32)}.png`;

/** A renderer or a form in react-admin's context, in a language, in a frame of the given size. */
export async function renderIn(locale: string, ui: ReactNode, width = 400, height = 240) {
  return render(
    <AdminContext i18nProvider={await i18nProviderIn(locale)}>
      <div style={{ width, height }}>{ui}</div>
    </AdminContext>,
  );
}

/** The demo administrator signed in; it takes no argument, so that it can be given to `beforeEach` as it is. */
export const signIn = () => signInDemoUser();

export interface FakeServer {
  /** Each request as `METHOD path` with its bearer token. */
  asked: { call: string; authorization: string | null; body?: BodyInit | null }[];
}

/** The image routes as the server answers them: the stored pictures (any other id 404) and an upload answering `uploaded`. */
export function fakeImageServer(stored: readonly string[], uploaded = pictureB): FakeServer {
  const server: FakeServer = { asked: [] };
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const method = init?.method ?? 'GET';
    server.asked.push({
      call: `${method} ${path.replace(/^.*\/GDV\//, 'GDV/')}`,
      authorization: new Headers(init?.headers).get('Authorization'),
      body: init?.body,
    });
    if (method === 'POST') return Promise.resolve(Response.json({ data: { id: uploaded, type: 'png' } }));
    const id = decodeURIComponent(path.split('/').pop() ?? '');
    if (!stored.includes(id))
      return Promise.resolve(Response.json({ error: { code: 'NOT_FOUND', message: 'global.error.messages.notFound' } }, { status: 404 }));
    return Promise.resolve(new Response(new Blob([tinyPng], { type: 'image/png' })));
  });
  return server;
}

/** The widget editor's options form for a component type: its schema and labels, the given widgets, the value as it changes. */
export function OptionsForm({
  type,
  uiSchema,
  initial = {},
  onSubmit,
}: {
  type: ComponentType;
  uiSchema?: UiSchema;
  initial?: FormValue;
  onSubmit: (value: FormValue) => void;
}) {
  const [value, setValue] = useState<FormValue>(initial);
  const { schema, i18n } = componentOptions[type];
  return (
    <SchemaForm schema={schema as RJSFSchema} uiSchema={uiSchema} i18n={i18n as SchemaTranslations} value={value} onChange={setValue} onSubmit={onSubmit} />
  );
}
