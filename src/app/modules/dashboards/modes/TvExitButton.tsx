import { useEffect } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import { useTranslate } from 'react-admin';

/** The small corner button that leaves TV mode; Escape does the same. */
export function TvExitButton({ onLeave }: { onLeave: () => void }) {
  const translate = useTranslate();
  useEffect(() => {
    const key = (event: KeyboardEvent) => event.key === 'Escape' && onLeave();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [onLeave]);
  return (
    <Tooltip title={translate('dashboardModes.leaveTv')}>
      <IconButton
        size="small"
        aria-label={translate('dashboardModes.leaveTv')}
        onClick={onLeave}
        data-testid="tv-exit"
        sx={{ position: 'fixed', top: 4, right: 4, zIndex: (theme) => theme.zIndex.appBar, opacity: 0.4, '&:hover, &:focus-visible': { opacity: 1 } }}
      >
        <CloseFullscreenIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
