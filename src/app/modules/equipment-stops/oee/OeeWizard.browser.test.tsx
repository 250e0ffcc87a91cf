import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { OeeInput } from '../../../../domain/equipment-stops/oee.js';
import { emptyDraft, type DraftErrors, type OeeDraft } from './oee-draft.js';
import { OeeWizard } from './OeeWizard.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

const frames = [{ id: 3, label: 'FIL-101 – Filler 101' }];
const tags = [
  { id: 10, label: 'FIL-TOTAL – Bottles filled' },
  { id: 12, label: 'FIL-REJECT – Bottles rejected' },
];

async function renderWizard(onSave: (draft: OeeDraft) => Promise<DraftErrors>, compute = vi.fn(async (input: OeeInput) => ({ ...fractionsOf(input) }))) {
  const screen = await render(
    <AdminContext i18nProvider={await i18nProviderIn('en-US')}>
      <OeeWizard initial={emptyDraft} editing={false} frames={frames} tags={tags} onClose={() => undefined} onSave={onSave} compute={compute} />
    </AdminContext>,
  );
  return { screen, compute };
}

/** A stand-in for the server's calculator, so the cards show what it answered. */
function fractionsOf(input: OeeInput) {
  const availability = input.runTimeMin / input.plannedProductionTimeMin;
  const performance = (input.idealCycleTimeSec * input.totalCount) / (input.runTimeMin * 60);
  const quality = input.goodCount / input.totalCount;
  return { availability, performance, quality, oee: availability * performance * quality };
}

type Screen = Awaited<ReturnType<typeof renderWizard>>['screen'];

async function pick(screen: Screen, testId: string, option: string) {
  await screen.getByTestId(testId).click();
  await screen.getByRole('option', { name: option }).click();
}

describe('OeeWizard in a real browser', () => {
  it('keeps each step until it is valid, computes the example on the summary and saves the record', async () => {
    const onSave = vi.fn(async () => ({}));
    const { screen, compute } = await renderWizard(onSave);

    await screen.getByTestId('oee-next').click();
    await expect.element(screen.getByText('Required').first()).toBeVisible();
    await screen.getByTestId('oee-title').fill('Filler OEE');
    await pick(screen, 'oee-id_frame', 'FIL-101 – Filler 101');
    await screen.getByTestId('oee-next').click();

    await expect.element(screen.getByText('Seconds one part should take.')).toBeVisible();
    await screen.getByTestId('oee-ideal_cycle_time_sec').fill('abc');
    await expect.element(screen.getByText('Must be a number')).toBeVisible();
    await screen.getByTestId('oee-ideal_cycle_time_sec').fill('1,5');
    await pick(screen, 'oee-id_tag_total', 'FIL-TOTAL – Bottles filled');
    await screen.getByTestId('oee-next').click();

    await screen.getByTestId('oee-next').click();
    await expect.element(screen.getByText('Choose a good count tag or a bad count tag.')).toBeVisible();
    await pick(screen, 'oee-id_tag_bad', 'FIL-REJECT – Bottles rejected');
    await screen.getByTestId('oee-next').click();

    await expect.element(screen.getByTestId('oee-summary')).toHaveTextContent('FIL-REJECT – Bottles rejected');
    await expect.poll(() => compute.mock.calls.length).toBeGreaterThan(0);
    expect(compute).toHaveBeenLastCalledWith({ plannedProductionTimeMin: 480, runTimeMin: 420, idealCycleTimeSec: 1.5, totalCount: 15120, goodCount: 14364 });
    await expect.element(screen.getByTestId('oee-card-availability')).toHaveTextContent('87.5 %');
    await screen.getByTestId('example-goodCount').fill('15120');
    await expect.poll(() => compute.mock.lastCall?.[0].goodCount).toBe(15120);
    await expect.element(screen.getByTestId('oee-card-quality')).toHaveTextContent('100.0 %');
    await screen.getByTestId('example-goodCount').fill('20000');
    await expect.element(screen.getByText('The good count cannot exceed the total count.')).toBeVisible();

    await screen.getByTestId('oee-save').click();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Filler OEE', id_frame: 3, ideal_cycle_time_sec: 1.5, id_tag_total: 10, id_tag_bad: 12, id_tag_good: null }),
    );
  });

  it('opens the step of a field the server refused and shows its message there', async () => {
    const onSave = vi.fn(async () => ({ id_frame: { key: 'This frame already has an OEE setting' } }));
    const { screen } = await renderWizard(onSave);
    await screen.getByTestId('oee-title').fill('Filler OEE');
    await pick(screen, 'oee-id_frame', 'FIL-101 – Filler 101');
    await screen.getByTestId('oee-next').click();
    await screen.getByTestId('oee-ideal_cycle_time_sec').fill('2');
    await pick(screen, 'oee-id_tag_total', 'FIL-TOTAL – Bottles filled');
    await screen.getByTestId('oee-next').click();
    await pick(screen, 'oee-id_tag_good', 'FIL-TOTAL – Bottles filled');
    await screen.getByTestId('oee-next').click();
    await screen.getByTestId('oee-save').click();
    await expect.element(screen.getByText('This frame already has an OEE setting')).toBeVisible();
    await expect.element(screen.getByTestId('oee-title')).toHaveValue('Filler OEE');
  });
});
