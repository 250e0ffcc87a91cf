import { Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorNotice } from '../../errors/ErrorNotice.js';
import { JobsTable } from './JobsTable.js';
import { useJobs } from './useJobs.js';

/** The background jobs of the server, for administrators (below the client parameters). */
export function JobsSection() {
  const translate = useTranslate();
  const { jobs, failed, reload } = useJobs();
  return (
    <Card sx={{ mt: 2 }} data-testid="jobs-section">
      <CardHeader title={translate('jobs.title')} />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('jobs.intro')}
        </Typography>
        {failed ? <ErrorNotice message="jobs.loadError" onRetry={reload} /> : jobs ? <JobsTable jobs={jobs} /> : <LinearProgress />}
      </CardContent>
    </Card>
  );
}
