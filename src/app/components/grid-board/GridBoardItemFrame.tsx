import type { KeyboardEvent, ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useTranslate } from 'react-admin';

/** The class of the title bar, which is the drag handle while editing. */
export const gridBoardHandleClass = 'grid-board-handle';

interface GridBoardItemFrameProps {
  title: string;
  editing: boolean;
  onLayoutKey: (event: KeyboardEvent) => void;
  /** Buttons at the end of the title bar (a widget's menu); not part of the drag handle's keyboard moves. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One item: a titled frame. The title is focusable; while editing it moves and resizes the item from the keyboard. */
export function GridBoardItemFrame({ title, editing, onLayoutKey, actions, children }: GridBoardItemFrameProps) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Box
        className={editing ? gridBoardHandleClass : undefined}
        tabIndex={0}
        role={editing ? 'button' : undefined}
        aria-roledescription={editing ? translate('gridBoard.movableItem') : undefined}
        aria-description={editing ? translate('gridBoard.keyboardHelp') : undefined}
        onKeyDown={editing ? onLayoutKey : undefined}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          minHeight: 28,
          borderBottom: 1,
          borderColor: 'divider',
          cursor: editing ? 'move' : 'default',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {editing && <DragIndicatorIcon fontSize="small" color="action" />}
        <Typography component="h3" variant="subtitle2" noWrap title={title}>
          {title}
        </Typography>
        {actions && (
          <Box sx={{ ml: 'auto', display: 'flex' }} onKeyDown={(event) => event.stopPropagation()}>
            {actions}
          </Box>
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{children}</Box>
    </Paper>
  );
}
