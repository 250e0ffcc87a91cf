import { Link } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import { getSelectedUnit } from '../auth/session-store.js';
import { useSessionValue } from '../auth/useSessionValue.js';
import { useSignedUser } from '../profile/useSignedUser.js';
import { UnitSelector } from '../layout/UnitSelector.js';
import { bottomMenuItems } from './mobile-paths.js';

const shortcutIcons = { dashboard: DashboardIcon, analysisProcess: InsightsIcon } as const;

/** `/home` of the native variant: who is signed in, the current unit and shortcuts. */
export function HomePage() {
  const translate = useTranslate();
  const user = useSignedUser();
  const unit = useSessionValue(getSelectedUnit);
  return (
    <Stack spacing={2} data-testid="mobile-home">
      <Title title="mobile.home.title" />
      <Typography variant="h5" component="h2" data-testid="mobile-home-user">
        {translate('mobile.home.greeting', { name: user?.usu_nome ?? '' })}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {translate('mobile.home.unit')}
          </Typography>
          <Typography variant="h6" data-testid="mobile-home-unit">
            {unit ? `${unit.plt_codigo} - ${unit.ele_descri}` : translate('mobile.home.noUnit')}
          </Typography>
          <UnitSelector />
        </CardContent>
      </Card>
      <Typography variant="overline" color="text.secondary">
        {translate('mobile.home.shortcuts')}
      </Typography>
      {bottomMenuItems.map(({ key, path, label }) => {
        if (key === 'home') return null;
        const Icon = shortcutIcons[key];
        return (
          <Button key={key} component={Link} to={path} variant="contained" size="large" startIcon={<Icon />} data-testid={`mobile-shortcut-${key}`}>
            {translate(label)}
          </Button>
        );
      })}
    </Stack>
  );
}
