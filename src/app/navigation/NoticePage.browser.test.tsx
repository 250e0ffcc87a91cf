import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { NoticePage } from './NoticePage.js';

describe('NoticePage in a real browser', () => {
  it('shows the heading and the message it is given', async () => {
    const screen = await render(
      <AdminContext>
        <NoticePage testId="notice" title="Forbidden" message="You may not open this page." />
      </AdminContext>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await expect.element(screen.getByText('You may not open this page.')).toBeVisible();
  });

  it('leaves the heading out when asked', async () => {
    const screen = await render(
      <AdminContext>
        <NoticePage testId="notice" title="Empty" message="Nothing here yet." heading={false} />
      </AdminContext>,
    );
    await expect.element(screen.getByText('Nothing here yet.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Empty' }).query()).toBeNull();
  });
});
