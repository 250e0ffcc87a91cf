import { describe, expect, it, vi } from 'vitest';
import type { WhyView } from '../../../../domain/root-cause/model.js';
import { ApiError } from '../../../api/api-error.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { causeFixture, whyFixture } from './analysis-fixture.js';
import type { WhyCalls } from './why-calls.js';
import { WhysTree } from './WhysTree.js';

function fakeCalls(overrides: Partial<WhyCalls> = {}) {
  let next = 100;
  const calls: WhyCalls = {
    create: vi.fn((body: { id_cause: number; id_parent: number | null; text: string }) =>
      Promise.resolve(whyFixture(next++, body.id_cause, body.id_parent, body.text)),
    ),
    update: vi.fn((idWhy: number, text: string) => Promise.resolve(whyFixture(idWhy, 5, null, text))),
    remove: vi.fn(() => Promise.resolve({})),
    ...overrides,
  };
  return calls;
}

const whys: WhyView[] = [whyFixture(1, 5, null, 'Nozzle clogged'), whyFixture(2, 5, 1, 'Product dried in it'), whyFixture(3, 5, null, 'Wrong size')];

async function renderTree(calls: WhyCalls, canEdit = true, saved = whys) {
  const onChanged = vi.fn();
  const screen = await renderIn(
    'en-US',
    <WhysTree cause={causeFixture(5, 'machine', { whys: saved })} canEdit={canEdit} onChanged={onChanged} calls={calls} />,
  );
  return { screen, onChanged };
}

describe('WhysTree in a real browser', () => {
  it('shows the whys nested under their parents', async () => {
    const { screen } = await renderTree(fakeCalls());
    await expect.element(screen.getByTestId('why-1').getByTestId('why-2-text')).toHaveTextContent('Product dried in it');
    expect(screen.getByTestId('why-2').element().getAttribute('data-depth')).toBe('2');
    expect(screen.getByTestId('why-3').element().getAttribute('data-depth')).toBe('1');
  });

  it('refuses an empty why without asking the server', async () => {
    const calls = fakeCalls();
    const { screen } = await renderTree(calls);
    await screen.getByTestId('why-add-root').click();
    await screen.getByTestId('why-draft-1-input').fill('   ');
    await screen.getByTestId('why-draft-1-save').click();
    await expect.element(screen.getByTestId('why-draft-1-error')).toHaveTextContent('A why cannot be empty.');
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('lets a child be added only once its parent is saved', async () => {
    const calls = fakeCalls();
    const { screen, onChanged } = await renderTree(calls, true, []);
    await screen.getByTestId('why-add-root').click();
    await expect.element(screen.getByTestId('why-draft-1-add')).toBeDisabled();
    await screen.getByTestId('why-draft-1-input').fill('  Pressure dropped ');
    await screen.getByTestId('why-draft-1-save').click();
    await expect.element(screen.getByTestId('why-100-text')).toHaveTextContent('Pressure dropped');
    expect(calls.create).toHaveBeenCalledWith({ id_cause: 5, id_parent: null, text: 'Pressure dropped' });
    expect(onChanged).toHaveBeenCalledOnce();
    await expect.element(screen.getByTestId('why-100-add')).toBeEnabled();
    await screen.getByTestId('why-100-add').click();
    await screen.getByTestId('why-draft-2-input').fill('Filter clogged');
    await screen.getByTestId('why-draft-2-save').click();
    await expect.element(screen.getByTestId('why-100').getByTestId('why-101-text')).toHaveTextContent('Filter clogged');
    expect(calls.create).toHaveBeenLastCalledWith({ id_cause: 5, id_parent: 100, text: 'Filter clogged' });
  });

  it("shows the server's refusal by its key", async () => {
    const refusal = new ApiError(400, 'POST', {
      error: { message: 'global.error.messages.validation', fields: { id_parent: { key: 'rootCause.errors.whyParentNotSaved' } } },
    });
    const { screen } = await renderTree(fakeCalls({ create: () => Promise.reject(refusal) }));
    await screen.getByTestId('why-1-add').click();
    await screen.getByTestId('why-draft-1-input').fill('Because');
    await screen.getByTestId('why-draft-1-save').click();
    await expect.element(screen.getByTestId('why-draft-1-error')).toHaveTextContent('Save the parent why first.');
  });

  it('deletes only leaves, and edits a why in place', async () => {
    const calls = fakeCalls();
    const { screen } = await renderTree(calls);
    await expect.element(screen.getByTestId('why-1-delete')).toBeDisabled();
    await screen.getByTestId('why-2-delete').click();
    await vi.waitFor(() => expect(calls.remove).toHaveBeenCalledWith(2));
    await expect.element(screen.getByTestId('why-1-delete')).toBeEnabled();
    await screen.getByTestId('why-3-edit').click();
    await screen.getByTestId('why-3-input').fill('Wrong nozzle size');
    await screen.getByTestId('why-3-save').click();
    await expect.element(screen.getByTestId('why-3-text')).toHaveTextContent('Wrong nozzle size');
    expect(calls.update).toHaveBeenCalledWith(3, 'Wrong nozzle size');
  });

  it('is read only without add-why', async () => {
    const { screen } = await renderTree(fakeCalls(), false);
    await expect.element(screen.getByTestId('why-1-text')).toBeVisible();
    expect(screen.getByTestId('why-add-root').elements()).toHaveLength(0);
    expect(screen.getByTestId('why-1-edit').elements()).toHaveLength(0);
  });
});
