import { IconButton, Stack, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import TheatersIcon from '@mui/icons-material/Theaters';
import TvIcon from '@mui/icons-material/Tv';
import { useTranslate } from 'react-admin';
import { dashboardModes, type DashboardMode } from './dashboard-mode.js';

const icons = { fullscreen: FullscreenIcon, theater: TheatersIcon, tv: TvIcon } as const;

/** The page's mode buttons: fullscreen, theater and TV; the pressed one goes back to the normal page. */
export function ModeSwitch({ mode, onChange }: { mode: DashboardMode; onChange: (mode: DashboardMode) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={translate('dashboardModes.switch')}>
      {dashboardModes.map((candidate) => {
        const Icon = icons[candidate];
        const pressed = mode === candidate;
        const label = translate(pressed ? 'dashboardModes.leave' : `dashboardModes.${candidate}`);
        return (
          <Tooltip key={candidate} title={label}>
            <IconButton
              size="small"
              aria-label={translate(`dashboardModes.${candidate}`)}
              aria-pressed={pressed}
              color={pressed ? 'primary' : 'default'}
              onClick={() => onChange(pressed ? 'normal' : candidate)}
              data-testid={`dashboard-mode-${candidate}`}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
