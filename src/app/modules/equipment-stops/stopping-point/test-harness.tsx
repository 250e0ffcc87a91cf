import type { ReactNode } from 'react';
import { renderInAdmin } from '../../../test-support/render-in-admin.js';

/** A component of the page in react-admin's context, in a language, `width` pixels wide. */
export async function renderIn(locale: string, ui: ReactNode, width = 1000) {
  return renderInAdmin(ui, { locale, width });
}
