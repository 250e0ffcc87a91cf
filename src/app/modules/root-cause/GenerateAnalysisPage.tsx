import { Box } from '@mui/material';
import { useCallback } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useSelectedUnitId } from '../logbook/useSelectedUnitId.js';
import { analysisTarget } from './analysis/analysis-params.js';
import { AnalysisView } from './analysis/AnalysisView.js';
import { EffectPicker } from './analysis/EffectPicker.js';
import { SourceGate } from './analysis/SourceGate.js';

/** /root-cause/generate-analysis (src/server/modules/root-cause/README.md): one effect's analysis, opened by id, from a source, or picked. */
export default function GenerateAnalysisPage() {
  const translate = useTranslate();
  const unitId = useSelectedUnitId();
  const [params, setParams] = useSearchParams();
  const target = analysisTarget(params);
  const open = useCallback((idEffect: number, replace: boolean) => setParams({ effect: String(idEffect) }, { replace }), [setParams]);
  const openInPlace = useCallback((idEffect: number) => open(idEffect, true), [open]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} key={unitId ?? 'none'}>
      <Title title={translate('menu.root-cause.generate-analysis')} />
      {target.kind === 'effect' && <AnalysisView key={target.idEffect} idEffect={target.idEffect} focusActionId={target.focusActionId} />}
      {target.kind === 'source' && <SourceGate key={`${target.type}-${target.id}`} type={target.type} id={target.id} onOpen={openInPlace} />}
      {target.kind === 'none' && <EffectPicker onPick={(idEffect) => open(idEffect, false)} />}
    </Box>
  );
}
