import { useState } from 'react';
import { Button, Divider, IconButton, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Confirm, useLocale, useTranslate } from 'react-admin';
import { builtInShortcuts, shortcutRange } from './period-shortcuts.js';
import type { TimeRange } from './series-types.js';
import type { SavedShortcut } from './useShortcuts.js';
import { formatDateTime } from './value-format.js';

interface ShortcutMenuProps {
  timezone: string;
  /** A built-in period gives only its range; a saved shortcut also itself (tags and events). */
  onApply: (range: TimeRange, saved?: SavedShortcut) => void;
  saved?: readonly SavedShortcut[];
  /** Opens the save dialog; absent: the user may not save shortcuts here. */
  onSave?: () => void;
  onDelete?: (shortcut: SavedShortcut) => void;
  testId?: string;
}

/** The built-in periods and the unit's saved shortcuts (period and tags), with save and delete. */
export function ShortcutMenu({ timezone, onApply, saved, onSave, onDelete, testId = 'shortcuts' }: ShortcutMenuProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState<SavedShortcut | null>(null);
  const close = () => setAnchor(null);
  const apply = (range: TimeRange, shortcut?: SavedShortcut) => {
    close();
    onApply(range, shortcut);
  };
  const when = (iso: string) => formatDateTime(Date.parse(iso), locale, timezone);

  return (
    <>
      <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={(event) => setAnchor(event.currentTarget)} data-testid={testId} sx={{ mt: 1 }}>
        {translate('analysis.shortcuts.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {builtInShortcuts.map((shortcut) => (
          <MenuItem key={shortcut} onClick={() => apply(shortcutRange(shortcut, Date.now(), timezone))} data-testid={`shortcut-${shortcut}`}>
            {translate(`analysis.shortcuts.${shortcut}`)}
          </MenuItem>
        ))}
        {saved && [
          <Divider key="divider" />,
          <ListSubheader key="saved">{translate('analysis.shortcuts.savedTitle')}</ListSubheader>,
          ...(saved.length === 0
            ? [
                <MenuItem key="none" disabled>
                  {translate('analysis.shortcuts.none')}
                </MenuItem>,
              ]
            : saved.map((shortcut) => (
                <MenuItem
                  key={shortcut.id}
                  onClick={() => apply({ from: Date.parse(shortcut.start), to: Date.parse(shortcut.end) }, shortcut)}
                  data-testid={`saved-shortcut-${shortcut.id}`}
                >
                  <ListItemText
                    primary={shortcut.description}
                    secondary={[
                      `${when(shortcut.start)} – ${when(shortcut.end)}`,
                      translate('analysis.shortcuts.tagCount', { smart_count: shortcut.tag_ids?.length ?? 0 }),
                      ...(shortcut.event_ids?.length ? [translate('analysis.shortcuts.eventCount', { smart_count: shortcut.event_ids.length })] : []),
                    ].join(' · ')}
                  />
                  {onDelete && (
                    <IconButton
                      edge="end"
                      aria-label={translate('analysis.shortcuts.delete', { name: shortcut.description })}
                      onClick={(event) => {
                        event.stopPropagation();
                        close();
                        setDeleting(shortcut);
                      }}
                      sx={{ ml: 1 }}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  )}
                </MenuItem>
              ))),
        ]}
        {onSave && [
          <Divider key="save-divider" />,
          <MenuItem
            key="save"
            onClick={() => {
              close();
              onSave();
            }}
            data-testid="shortcut-save"
          >
            <SaveOutlinedIcon fontSize="small" sx={{ mr: 1 }} />
            {translate('analysis.shortcuts.save')}
          </MenuItem>,
        ]}
      </Menu>
      <Confirm
        isOpen={deleting !== null}
        title="analysis.shortcuts.deleteTitle"
        content="analysis.shortcuts.deleteContent"
        translateOptions={{ name: deleting?.description ?? '' }}
        onConfirm={() => {
          if (deleting) onDelete?.(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
