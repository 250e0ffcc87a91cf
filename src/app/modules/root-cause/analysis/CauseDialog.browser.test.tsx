import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import type { CauseFields } from '../api/analysis-api.js';
import { causeFixture } from './analysis-fixture.js';
import { CauseDialog } from './CauseDialog.js';
import type { CatalogueCause } from './useCauseCatalogue.js';

const catalogue: CatalogueCause[] = [
  { id: 3, origin: 'measure', label: 'M1 – Scale out of calibration', description: 'Scale out of calibration' },
  { id: 4, origin: 'machine', label: 'X1 – Worn nozzle', description: 'Worn nozzle' },
];

async function choose(screen: Awaited<ReturnType<typeof renderIn>>, field: string, level: number) {
  await screen.getByTestId(`cause-${field}`).click();
  await screen.getByTestId(`cause-${field}-option-${level}`).click();
}

describe('CauseDialog in a real browser', () => {
  it('offers the catalogue causes of its origin only, fills the description, and shows the GUT product', async () => {
    const onSave = vi.fn((_fields: CauseFields) => Promise.resolve({}));
    const onSaved = vi.fn();
    const screen = await renderIn('pt-BR', <CauseDialog origin="measure" catalogue={catalogue} onSave={onSave} onSaved={onSaved} onClose={() => undefined} />);
    await expect.element(screen.getByTestId('cause-dialog-title')).toHaveTextContent('Nova causa: Medida');
    await screen.getByTestId('cause-catalogue-input').click();
    await expect.element(screen.getByTestId('cause-catalogue-option-3')).toBeVisible();
    expect(screen.getByTestId('cause-catalogue-option-4').elements()).toHaveLength(0);
    await screen.getByTestId('cause-catalogue-option-3').click();
    await expect.element(screen.getByTestId('cause-description')).toHaveValue('Scale out of calibration');
    await choose(screen, 'gravity', 5);
    await choose(screen, 'urgency', 4);
    await choose(screen, 'tendency', 2);
    await expect.element(screen.getByTestId('cause-product')).toHaveTextContent('Prioridade (G × U × T): 40');
    await screen.getByTestId('cause-save').click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      origin: 'measure',
      id_cause_catalogue: 3,
      description: 'Scale out of calibration',
      gravity: 5,
      urgency: 4,
      tendency: 2,
    });
  });

  it('edits a cause from its values and shows the refusal under its field', async () => {
    const refusal = new ApiError(400, 'PUT', {
      error: { message: 'global.error.messages.validation', fields: { id_cause_catalogue: { key: 'rootCause.errors.catalogueCause' } } },
    });
    const onSave = vi.fn(() => Promise.reject(refusal));
    const cause = causeFixture(9, 'machine', { description: 'Loose valve', gravity: 2, urgency: 5, tendency: 1 });
    const screen = await renderIn(
      'en-US',
      <CauseDialog origin="machine" cause={cause} catalogue={catalogue} onSave={onSave} onSaved={() => undefined} onClose={() => undefined} />,
    );
    await expect.element(screen.getByTestId('cause-description')).toHaveValue('Loose valve');
    await expect.element(screen.getByTestId('cause-product')).toHaveTextContent('10');
    await screen.getByTestId('cause-save').click();
    await expect.element(screen.getByText('Choose an active cause of this unit and origin.')).toBeVisible();
  });

  it('needs a description', async () => {
    const onSave = vi.fn(() => Promise.resolve({}));
    const screen = await renderIn('en-US', <CauseDialog origin="labour" catalogue={[]} onSave={onSave} onSaved={() => undefined} onClose={() => undefined} />);
    await screen.getByTestId('cause-save').click();
    await expect.element(screen.getByTestId('cause-dialog').getByText('Required')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });
});
