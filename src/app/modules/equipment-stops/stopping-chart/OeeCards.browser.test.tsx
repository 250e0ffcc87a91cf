import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { OeeCards } from './OeeCards.js';
import { NoOeeSetting } from './OeeSection.js';
import { useOeeTitles, type OeeTitles } from './useOeeTitles.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

function TitledCards({ titles, factors }: { titles: OeeTitles; factors: Parameters<typeof OeeCards>[0]['factors'] }) {
  return <OeeCards factors={factors} titleOf={useOeeTitles(titles)} />;
}

describe('OEE cards in a real browser', () => {
  it("use the setting's titles, the standard names for blank ones, and the language's numbers", async () => {
    const screen = await render(
      <AdminContext i18nProvider={await i18nProviderIn('pt-BR')}>
        <TitledCards
          titles={{ title: 'OEE da enchedora', quality_title: '' }}
          factors={{ oee: 0.8234, availability: 0.93, performance: 0.897, quality: 0.985 }}
        />
      </AdminContext>,
    );
    await expect.element(screen.getByTestId('oee-card-oee')).toHaveTextContent('OEE da enchedora82,3 %');
    await expect.element(screen.getByTestId('oee-card-quality')).toHaveTextContent('Qualidade98,5 %');
    await expect.element(screen.getByTestId('oee-card-availability')).toHaveTextContent('Disponibilidade93,0 %');
  });

  it('show a dash when the period could not be computed, and where to configure a missing setting', async () => {
    const screen = await render(
      <AdminContext i18nProvider={await i18nProviderIn('en-US')}>
        <TitledCards titles={{}} factors={null} />
        <NoOeeSetting mayConfigure />
      </AdminContext>,
    );
    await expect.element(screen.getByTestId('oee-card-performance')).toHaveTextContent('Performance—');
    await expect.element(screen.getByTestId('oee-missing')).toHaveTextContent('No OEE setting for this frame: configure it in Settings > OEE.');
    await expect.element(screen.getByRole('link', { name: 'Open the OEE settings' })).toHaveAttribute('href', expect.stringContaining('/settings/oee'));
  });
});
