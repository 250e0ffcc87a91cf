import { afterEach, describe, expect, it } from 'vitest';
import type { AccessMap } from '../../../../domain/navigation/filter-menu.js';
import { answerFetch, json } from '../../../test-support/answer-fetch.js';
import { endSignedInTest, signIn } from '../../../test-support/signed-in-session.js';
import { useStopSelection } from '../shared/useStopSelection.js';
import type { PageRights } from './row-rules.js';
import { StopsGrid } from './StopsGrid.js';
import { testStop } from './test-stops.js';
import { renderIn } from './test-harness.js';

/** A page's permission before what a test grants. */
const nothing = { read: false, create: false, update: false, delete: false };
/** A link's href to an app path, under the test's hash router or the app's. */
const linkTo = (path: string) => new RegExp(`^#?${path.replace(/[?.]/g, '\\$&')}$`);
const rights: PageRights = { update: true, delete: true, annulmentAllowed: true };
const stops = [
  testStop({ id_stop: 8, start: '2026-03-01T12:00:00.000Z', analysis: { id_effect: 12, status: 'in-analysis' } }),
  testStop({ id_stop: 7, start: '2026-03-01T11:00:00.000Z' }),
];

function Grid() {
  const selection = useStopSelection(stops);
  return (
    <StopsGrid
      stops={stops}
      motives={[]}
      rights={rights}
      selection={selection}
      selectedId={null}
      onSelect={() => undefined}
      onMotive={() => undefined}
      onAction={() => undefined}
    />
  );
}

/** Signed in at unit 12, an admin ('1') or a user ('2') with the pages of `access`. */
function signInWith(usuTipo: '1' | '2', access: AccessMap) {
  signIn({ user: { usu_tipo: usuTipo }, access });
  answerFetch(() => json({ data: access }));
}

describe('the root-cause links of the stopping-point rows in a real browser', () => {
  afterEach(endSignedInTest);

  it('shows the analysis of an analysed stop and offers to analyse the others', async () => {
    signInWith('1', {});
    const screen = await renderIn('pt-BR', <Grid />);
    const chip = screen.getByTestId('stop-analysis-8');
    await expect.element(chip).toHaveTextContent('Análise nº 12 · Em análise');
    await expect.element(chip).toHaveAttribute('href', expect.stringMatching(linkTo('/root-cause/generate-analysis?effect=12')));
    expect(screen.container.querySelector('[data-testid="stop-analysis-7"]')).toBeNull();
    await screen.getByTestId('stop-actions-7').click();
    const analyse = screen.getByTestId('stop-analyse-7');
    await expect.element(analyse).toHaveTextContent('Analisar causa raiz');
    await expect.element(analyse).toHaveAttribute('href', expect.stringMatching(linkTo('/root-cause/generate-analysis?source=stop&id=7')));
  });

  it('shows neither to a user who may not open the analysis page', async () => {
    signInWith('2', { 'equipment-management.stopping-point': { ...nothing, read: true, update: true } });
    const screen = await renderIn('en-US', <Grid />);
    await expect.element(screen.getByTestId('stop-row-8')).toBeVisible();
    await screen.getByTestId('stop-actions-7').click();
    await expect.element(screen.getByRole('menu')).toBeInTheDocument();
    expect(document.querySelector('[data-testid="stop-analysis-8"]')).toBeNull();
    expect(document.querySelector('[data-testid="stop-analyse-7"]')).toBeNull();
  });

  it('shows both to a user who reads the analysis page', async () => {
    signInWith('2', { 'root-cause.generate-analysis': { ...nothing, read: true } });
    const screen = await renderIn('en-US', <Grid />);
    await expect.element(screen.getByTestId('stop-analysis-8')).toHaveTextContent('Analysis #12 · In analysis');
    await screen.getByTestId('stop-actions-7').click();
    await expect.element(screen.getByTestId('stop-analyse-7')).toHaveTextContent('Analyse root cause');
  });
});
