import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CrudAction } from '../../../../domain/entities/entity-model.js';
import { RULE_NUMBERS } from '../../../../domain/spc/chart-model.js';
import { RuleHelpEditor } from './RuleHelpEditor.js';
import { RuleHelpBody } from './RuleHelpText.js';
import { useRuleHelps, useSaveRuleHelp } from './useRuleHelps.js';

/**
 * Per rule (0–8) its heading and the unit's help: an editor where the user may write it (create when the
 * rule has none yet, update otherwise), else the text as readers see it.
 */
export function RuleHelpList({ can }: { can: (action: CrudAction) => boolean }) {
  const translate = useTranslate();
  const helps = useRuleHelps();
  const save = useSaveRuleHelp(() => void helps.refetch());
  if (helps.isPending) return <LinearProgress />;
  if (helps.error) return <Alert severity="error">{translate('global.error.messages.fetchError')}</Alert>;
  return (
    <Stack spacing={3}>
      {RULE_NUMBERS.map((rule) => {
        const stored = helps.byRule.get(rule);
        return (
          <Stack key={rule} spacing={1} component="section" aria-labelledby={`rule-help-${rule}`}>
            <Typography variant="h6" id={`rule-help-${rule}`}>
              {translate('spcSettings.help.heading', { short: translate(`spc.rules.short.${rule}`), name: translate(`spc.rules.name.${rule}`) })}
            </Typography>
            {can(stored ? 'update' : 'create') ? (
              <RuleHelpEditor
                key={`${stored?.id ?? 'new'}:${stored?.title ?? ''}:${stored?.body ?? ''}`}
                rule={rule}
                initial={{ title: stored?.title ?? '', body: stored?.body ?? '' }}
                onSave={(draft) => save(rule, draft, stored)}
              />
            ) : (
              <RuleHelpBody title={stored?.title} body={stored?.body} />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
