import { useState } from 'react';
import { Box, Button, Paper } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useCan } from '../../../navigation/useCan.js';
import { useDebouncedValue } from '../../analysis/useDebouncedValue.js';
import { createEffect, fetchEffects } from '../api/effects-api.js';
import { ListToolbar } from '../shared/ListToolbar.js';
import { PagedListStatus } from '../shared/PagedListStatus.js';
import { usePagedData } from '../shared/usePagedData.js';
import { EffectsFilters, NO_EFFECT_FILTERS, type EffectFilters } from './EffectsFilters.js';
import { EffectsTable } from './EffectsTable.js';
import { NewEffectDialog } from './NewEffectDialog.js';

const SEARCH_DELAY_MS = 300;

export const analysisPath = (idEffect: number) => `/root-cause/generate-analysis?effect=${idEffect}`;

/** The unit's effects, newest first, filtered and paged; a row opens its analysis, a new effect opens straight into its analysis. */
export function EffectsView() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const mayCreate = useCan('root-cause.effects-page')('create');
  const [filters, setFilters] = useState<EffectFilters>(NO_EFFECT_FILTERS);
  const q = useDebouncedValue(filters.q.trim(), SEARCH_DELAY_MS);
  const [creating, setCreating] = useState(false);
  const query = { status: filters.status || undefined, form: filters.form || undefined, q: q || undefined };
  const filtered = Object.values(query).some((value) => value !== undefined);
  const effects = usePagedData(query, async (page) => ({ ...(await fetchEffects(page)), at: Date.now() }));

  return (
    <Box sx={{ p: 2 }} data-testid="rca-effects-page">
      <ListToolbar filters={<EffectsFilters value={filters} onChange={setFilters} />}>
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="rca-effects-new">
            {translate('rcaEffects.newEffect')}
          </Button>
        )}
      </ListToolbar>
      <Paper variant="outlined">
        <PagedListStatus
          list={effects}
          testId="rca-effects"
          errorKey="rootCause.messages.effectsError"
          emptyText={translate(filtered ? 'rcaEffects.empty' : 'rcaEffects.emptyUnit')}
        >
          {(answer) => <EffectsTable rows={answer.data} now={answer.at} onOpen={(effect) => void navigate(analysisPath(effect.id_effect))} />}
        </PagedListStatus>
      </Paper>
      {creating && (
        <NewEffectDialog onCreate={createEffect} onCreated={(effect) => void navigate(analysisPath(effect.id_effect))} onClose={() => setCreating(false)} />
      )}
    </Box>
  );
}
