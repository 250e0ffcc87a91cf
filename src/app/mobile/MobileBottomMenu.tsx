import { useLocation, useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import { bottomMenuItems, bottomMenuValue, type BottomMenuItem } from './mobile-paths.js';

const icons: Record<BottomMenuItem['key'], typeof HomeIcon> = { home: HomeIcon, dashboard: DashboardIcon, analysisProcess: InsightsIcon };

/** The native variant's bottom menu: home, dashboard and analysis-process. */
export function MobileBottomMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Paper component="nav" aria-label={translate('mobile.menu.label')} elevation={3} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar' }}>
      <BottomNavigation showLabels value={bottomMenuValue(pathname)} onChange={(_event, path: string) => navigate(path)} data-testid="mobile-bottom-menu">
        {bottomMenuItems.map(({ key, path, label }) => {
          const Icon = icons[key];
          return <BottomNavigationAction key={key} value={path} label={translate(label)} icon={<Icon />} data-testid={`mobile-menu-${key}`} />;
        })}
      </BottomNavigation>
    </Paper>
  );
}
