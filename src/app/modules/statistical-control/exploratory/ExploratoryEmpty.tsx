import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useCan } from '../../../navigation/useCan.js';

const RULE_SETS = '/settings/statistical-control/rules';

/** The unit has no SPC tags: tags are charted once a rule set names them; leads there when the user may see rule sets. */
export function ExploratoryNoTags() {
  const translate = useTranslate();
  const mayReadRuleSets = useCan('settings.statistical-control.rules')('read');
  return (
    <Box sx={{ py: 6, textAlign: 'center' }} data-testid="spc-no-tags">
      <Typography>{translate('spcExploratory.empty.noTags')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('spcExploratory.empty.noTagsHint')}
      </Typography>
      {mayReadRuleSets && (
        <Button variant="outlined" component={Link} to={RULE_SETS} data-testid="spc-open-rule-sets">
          {translate('spcExploratory.empty.openRules')}
        </Button>
      )}
    </Box>
  );
}

/** A line in the middle of the result card: choose a tag, or no values in the period. */
export function ExploratoryNotice({ text, testId }: { text: string; testId: string }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }} data-testid={testId}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
