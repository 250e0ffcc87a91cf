import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { EffectCommand, EffectView } from '../../../../domain/root-cause/model.js';
import { useFormat } from '../../../format/useFormat.js';
import { EffectStatusChip } from '../shared/StatusChips.js';

/** The effect commands the header offers, in order, when the server says they are allowed. */
export const HEADER_COMMANDS = ['edit', 'conclude', 'cancel', 'reopen'] as const satisfies readonly EffectCommand[];
export type HeaderCommand = (typeof HEADER_COMMANDS)[number];

interface EffectHeaderProps {
  effect: EffectView;
  onCommand: (command: HeaderCommand) => void;
  onHistory: () => void;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** #id, description, status, where the effect comes from, its people, the caller's roles and the commands allowed now. */
export function EffectHeader({ effect, onCommand, onHistory }: EffectHeaderProps) {
  const translate = useTranslate();
  const format = useFormat();
  const period =
    effect.period_from && effect.period_to
      ? `${format.instant(effect.period_from)} – ${format.instant(effect.period_to)}`
      : effect.period_from
        ? format.instant(effect.period_from)
        : null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="effect-header">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" data-testid="effect-title">
            #{effect.id_effect} · {effect.description}
          </Typography>
          <EffectStatusChip status={effect.status} testId="effect-status" />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {HEADER_COMMANDS.filter((command) => effect.allowed.includes(command)).map((command) => (
            <Button
              key={command}
              size="small"
              variant={command === 'edit' ? 'outlined' : 'contained'}
              color={command === 'cancel' ? 'error' : 'primary'}
              onClick={() => onCommand(command)}
              data-testid={`effect-${command}`}
            >
              {translate(`rcaAnalysis.effect.${command}`)}
            </Button>
          ))}
          <Button size="small" startIcon={<HistoryIcon />} onClick={onHistory} data-testid="effect-history">
            {translate('rcaAnalysis.header.history')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', lg: 'repeat(6, 1fr)' }, gap: 1.5, mt: 1.5 }}>
        <Fact label={translate('rcaAnalysis.header.form')} testId="effect-form">
          {translate(`rootCause.forms.${effect.form}`)}
        </Fact>
        <Fact label={translate('rcaAnalysis.header.occurredAt')} testId="effect-occurred">
          {format.instant(effect.occurred_at)}
        </Fact>
        {effect.tag_code && (
          <Fact label={translate('rcaAnalysis.header.tag')} testId="effect-tag">
            {effect.tag_code}
          </Fact>
        )}
        {period && (
          <Fact label={translate('rcaAnalysis.header.period')} testId="effect-period">
            {period}
          </Fact>
        )}
        {effect.motive && (
          <Fact label={translate('rcaAnalysis.header.motive')} testId="effect-motive">
            {effect.motive}
          </Fact>
        )}
        {effect.spc_rule !== null && (
          <Fact label={translate('rcaAnalysis.header.rule')} testId="effect-rule">
            {translate(`spc.rules.name.${effect.spc_rule}`, { _: String(effect.spc_rule) })}
          </Fact>
        )}
        <Fact label={translate('rcaAnalysis.header.responsible')} testId="effect-responsible">
          {effect.responsible.name}
        </Fact>
        <Fact label={translate('rcaAnalysis.header.examiner')} testId="effect-examiner">
          {effect.examiner.name}
        </Fact>
        <Fact label={translate('rcaAnalysis.header.manager')} testId="effect-manager">
          {effect.manager.name}
        </Fact>
        <Fact label={translate('rcaAnalysis.header.team')} testId="effect-team">
          {effect.team.length > 0 ? effect.team.map((person) => person.name).join(', ') : '—'}
        </Fact>
        <Fact label={translate('rcaAnalysis.header.yourRoles')} testId="effect-roles">
          {effect.roles.length > 0 ? (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {effect.roles.map((role) => (
                <Chip key={role} size="small" variant="outlined" label={translate(`rootCause.roles.${role}`)} />
              ))}
            </Stack>
          ) : (
            translate('rcaAnalysis.header.noRoles')
          )}
        </Fact>
      </Box>
    </Paper>
  );
}
