import { useTranslate } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';

interface StopsWithoutMotiveProps {
  stops: readonly StopView[];
  describe: (stop: StopView) => string;
}

/** Why the frame refused the decision: it requires a motive, and these chosen stops have none. */
export function StopsWithoutMotive({ stops, describe }: StopsWithoutMotiveProps) {
  const translate = useTranslate();
  return (
    <>
      {translate('equipmentStops.errors.motiveRequired')} {translate('stopApproval.approve.withoutMotive')}
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {stops.map((stop) => (
          <li key={stop.id_stop}>{describe(stop)}</li>
        ))}
      </ul>
    </>
  );
}
