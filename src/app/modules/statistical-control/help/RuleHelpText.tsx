import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useResourceList } from '../../../data/typed-data-provider.js';
import { AnnotationView } from '../../logbook/AnnotationView.js';

/** One rule's saved help as the reader sees it: its title and text (HTML the server sanitised before storing). */
export function RuleHelpBody({ title, body }: { title?: string | null; body?: string | null }) {
  const translate = useTranslate();
  if (!title && !body) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="rule-help-empty">
        {translate('spcSettings.help.none')}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5} data-testid="rule-help-text">
      {title && <Typography variant="subtitle2">{title}</Typography>}
      {body && <AnnotationView html={body} />}
    </Stack>
  );
}

/** The unit's help of one SPC rule (0–8), for the chart pages to show beside a violation. */
export function RuleHelpText({ rule }: { rule: number }) {
  const { data, isPending } = useResourceList('spc-rule-help', { filter: { rule }, pagination: { page: 1, perPage: 1 } });
  if (isPending) return null;
  const help = data?.[0];
  return <RuleHelpBody title={help?.title} body={help?.body} />;
}
