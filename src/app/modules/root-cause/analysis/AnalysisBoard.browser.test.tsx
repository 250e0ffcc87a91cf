import { describe, expect, it } from 'vitest';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { actionFixture } from '../actions/action-fixture.js';
import { analysisFixture, causeFixture, whyFixture } from './analysis-fixture.js';
import { AnalysisBoard } from './AnalysisBoard.js';

const causes = [
  causeFixture(1, 'machine', { description: 'Worn nozzle', whys: [whyFixture(11, 1, null, 'Never replaced')] }),
  causeFixture(2, 'method', { description: 'No checklist', whys: [whyFixture(21, 2, null, 'Nobody wrote one')] }),
];

describe('AnalysisBoard in a real browser', () => {
  it('shows the effect header with its source data, people, roles and only the allowed commands', async () => {
    const analysis = analysisFixture(causes, { form: 'spc', spc_rule: 2, roles: ['applicator', 'manager'], allowed: ['edit', 'cancel', 'add-cause'] });
    const screen = await renderIn('en-US', <AnalysisBoard analysis={analysis} focusActionId={null} onChanged={() => undefined} />, 1200);
    await expect.element(screen.getByTestId('effect-title')).toHaveTextContent('#7 · Underfilled bottles on line 2');
    await expect.element(screen.getByTestId('effect-tag')).toHaveTextContent('FILL-02');
    await expect.element(screen.getByTestId('effect-rule')).toHaveTextContent('Nine points in a row on one side of the center');
    await expect.element(screen.getByTestId('effect-motive')).toHaveTextContent('Nozzle clogged');
    await expect.element(screen.getByTestId('effect-manager')).toHaveTextContent('Carla Dias');
    await expect.element(screen.getByTestId('effect-roles')).toHaveTextContent(/Applicator.*Manager/);
    await expect.element(screen.getByTestId('effect-cancel')).toBeVisible();
    expect(screen.getByTestId('effect-conclude').elements()).toHaveLength(0);
    expect(screen.getByTestId('effect-reopen').elements()).toHaveLength(0);
  });

  it('shows the whys of the cause clicked on the diagram', async () => {
    const screen = await renderIn('en-US', <AnalysisBoard analysis={analysisFixture(causes)} focusActionId={null} onChanged={() => undefined} />, 1200);
    await expect.element(screen.getByTestId('whys-section').getByTestId('select-cause-hint')).toBeVisible();
    await screen.getByTestId('ishikawa-cause-2').click();
    await expect.element(screen.getByTestId('selected-cause-description')).toHaveTextContent('No checklist');
    await expect.element(screen.getByTestId('whys-section').getByTestId('why-21-text')).toHaveTextContent('Nobody wrote one');
    expect(screen.getByTestId('why-11').elements()).toHaveLength(0);
    await screen.getByTestId('ishikawa-cause-1').click();
    await expect.element(screen.getByTestId('why-11-text')).toHaveTextContent('Never replaced');
  });

  it('opens the new cause dialog on the origin of the bone whose "+" was clicked', async () => {
    const screen = await renderIn('es-ES', <AnalysisBoard analysis={analysisFixture(causes)} focusActionId={null} onChanged={() => undefined} />, 1200);
    await screen.getByTestId('ishikawa-add-raw-material').click();
    const dialog = screen.getByTestId('cause-dialog');
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().getAttribute('data-origin')).toBe('raw-material');
    await expect.element(screen.getByTestId('cause-dialog-title')).toHaveTextContent('Nueva causa: Materia prima');
    await expect.element(screen.getByTestId('cause-product')).toHaveTextContent('27');
  });

  it('offers no new cause on a concluded effect', async () => {
    const analysis = analysisFixture(causes, { status: 'concluded', allowed: ['reopen'], roles: ['manager'] });
    const screen = await renderIn('en-US', <AnalysisBoard analysis={analysis} focusActionId={null} onChanged={() => undefined} />, 1200);
    await expect.element(screen.getByTestId('effect-reopen')).toBeVisible();
    expect(screen.getByTestId('ishikawa-add-machine').elements()).toHaveLength(0);
  });

  it('starts with the cause of the focused action selected', async () => {
    const analysis = { ...analysisFixture(causes), actions: [actionFixture(70, { id_cause: 2, id_effect: 7 })] };
    const screen = await renderIn('en-US', <AnalysisBoard analysis={analysis} focusActionId={70} onChanged={() => undefined} />, 1200);
    await expect.element(screen.getByTestId('selected-cause-description')).toHaveTextContent('No checklist');
    expect(screen.getByTestId('ishikawa-cause-2').element().getAttribute('aria-pressed')).toBe('true');
  });
});
