import { useState } from 'react';
import { Link } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { csvDataUrl, sampleCsv } from './sample-csv.js';

/** Downloads a small CSV in the accepted format, with tags of this unit, built in the browser. */
export function SampleCsvLink({ codes, timezone }: { codes: readonly string[]; timezone: string }) {
  const translate = useTranslate();
  const [madeAt] = useState(Date.now);
  return (
    <Link
      href={csvDataUrl(sampleCsv(codes, madeAt, timezone))}
      download="sample-values.csv"
      data-testid="import-sample"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <DownloadIcon fontSize="small" />
      {translate('dataEntry.import.sample')}
    </Link>
  );
}
