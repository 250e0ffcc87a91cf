import { Title, useTranslate } from 'react-admin';
import { useSelectedUnitId } from '../logbook/useSelectedUnitId.js';
import { EffectsView } from './effects/EffectsView.js';

/** /root-cause/effects-page (src/server/modules/root-cause/README.md): the unit's effects; another unit starts over. */
export default function EffectsPage() {
  const translate = useTranslate();
  const unitId = useSelectedUnitId();
  return (
    <>
      <Title title={translate('menu.root-cause.effects-page')} />
      <EffectsView key={unitId ?? 'none'} />
    </>
  );
}
