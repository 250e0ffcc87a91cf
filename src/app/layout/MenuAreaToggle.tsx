import { useTranslate } from 'react-admin';
import { IconButton, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { Apps, Settings } from '@mui/icons-material';
import type { MenuArea } from './menu-area.js';

/** Switches between the main and the configuration menu: two tabs when open, one icon when collapsed. */
export function MenuAreaToggle({ area, collapsed, onSwitch }: { area: MenuArea; collapsed: boolean; onSwitch: () => void }) {
  const translate = useTranslate();
  const label = (which: MenuArea) => translate(`shell.menu.${which}`);
  if (collapsed) {
    const target = area === 'main' ? 'settings' : 'main';
    return (
      <Tooltip title={translate(`shell.menu.open.${target}`)} placement="right">
        <IconButton className="menu-area-toggle" onClick={onSwitch} aria-label={translate(`shell.menu.open.${target}`)} data-testid="menu-area-toggle">
          {target === 'settings' ? <Settings fontSize="small" /> : <Apps fontSize="small" />}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <ToggleButtonGroup
      className="menu-area-toggle"
      exclusive
      fullWidth
      size="small"
      value={area}
      onChange={(_event, value: MenuArea | null) => value && value !== area && onSwitch()}
      data-testid="menu-area-toggle"
    >
      <ToggleButton value="main" data-testid="menu-area-main">
        <Apps fontSize="small" />
        {label('main')}
      </ToggleButton>
      <ToggleButton value="settings" data-testid="menu-area-settings">
        <Settings fontSize="small" />
        {label('settings')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
