import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { JobRunStatus, JobRunView } from '../../../domain/jobs/job-view.js';
import { useFormat } from '../../format/useFormat.js';
import { progressPercent } from './job-texts.js';

const statusColour: Record<JobRunStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  running: 'info',
  ok: 'success',
  failed: 'error',
  retrying: 'warning',
};

export function RunStatusChip({ status }: { status: JobRunStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={statusColour[status]} label={translate(`jobs.status.${status}`)} />;
}

/** The last run of a job: when it started, its status and attempt, and its progress (rows done of total). */
export function JobRunCell({ run }: { run: JobRunView | null }) {
  const translate = useTranslate();
  const format = useFormat();
  if (!run) return <Typography variant="body2">{translate('jobs.never')}</Typography>;
  const percent = progressPercent(run);
  return (
    <Stack gap={0.5}>
      <Stack direction="row" gap={1} alignItems="center">
        <RunStatusChip status={run.status} />
        <Typography variant="body2">{format.instant(run.started_at, 'dateTimeSeconds')}</Typography>
        {run.attempt > 1 && <Typography variant="body2">{translate('jobs.attempt', { attempt: run.attempt })}</Typography>}
      </Stack>
      {percent !== null && (
        <Box>
          <LinearProgress variant="determinate" value={percent} aria-label={translate('jobs.fields.progress')} />
          <Typography variant="caption">
            {translate('jobs.progress', { done: format.number(run.progress_done), total: format.number(run.progress_total) })}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
