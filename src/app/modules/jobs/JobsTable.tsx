import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { JobOverview } from '../../../domain/jobs/job-view.js';
import { useFormat } from '../../format/useFormat.js';
import { errorText, jobLabel, scheduleText } from './job-texts.js';
import { JobRunCell } from './JobRunCell.js';

const columns = ['name', 'schedule', 'last_run', 'next_run', 'failures'] as const;

/** Every registered job: schedule, last run with its progress, next run, and its recent failures. */
export function JobsTable({ jobs }: { jobs: JobOverview[] }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Table size="small" data-testid="jobs-table">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(`jobs.fields.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {jobs.map((job) => (
          <TableRow key={job.name} data-job={job.name}>
            <TableCell>{jobLabel(translate, job.name)}</TableCell>
            <TableCell>{scheduleText(translate, job)}</TableCell>
            <TableCell>
              <JobRunCell run={job.last_run} />
            </TableCell>
            <TableCell>{job.next_run_at ? format.instant(job.next_run_at, 'dateTimeSeconds') : translate('jobs.whenQueued')}</TableCell>
            <TableCell>
              {job.recent_failures.length === 0
                ? translate('jobs.noFailures')
                : job.recent_failures.map((failure) => (
                    <Typography key={`${failure.started_at}-${failure.attempt}`} variant="body2" color="error">
                      {format.instant(failure.started_at, 'dateTimeSeconds')}: {errorText(translate, failure)}
                    </Typography>
                  ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
