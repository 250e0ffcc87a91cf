import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useCan } from '../../navigation/useCan.js';
import { RuleHelpList } from './help/RuleHelpList.js';

/**
 * `/settings/statistical-control/help`: per SPC rule of the unit a title and a rich-text help that the chart
 * pages show beside a violation (`help/RuleHelpText`); the page's create and update grants decide who writes.
 */
export default function RuleHelpPage() {
  const translate = useTranslate();
  const can = useCan();
  return (
    <Card sx={{ mt: 1, contain: 'inline-size' }} data-testid="rule-help-page">
      <Title title={translate('menu.settings.statistical-control.help')} />
      <CardContent>
        <Stack spacing={3}>
          <Typography color="text.secondary">{translate('spcSettings.help.intro')}</Typography>
          <RuleHelpList can={can} />
        </Stack>
      </CardContent>
    </Card>
  );
}
