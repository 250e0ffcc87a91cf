import type { RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { logbookDrawerWidth, menuClosedWidth, mobileDrawerWidth } from '../layout/shell-constants.js';

/** Height of every control: inputs, selects, buttons (platform-core section 9). */
export const controlHeight = 28;

/** Component defaults and overrides that make MUI and react-admin compact. */
export function compactComponents(dark: boolean): RaThemeOptions['components'] {
  return {
    MuiButton: {
      defaultProps: { size: 'small', disableElevation: true },
      styleOverrides: { root: { minHeight: controlHeight, paddingTop: 2, paddingBottom: 2 } },
    },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small', margin: 'dense' } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { minHeight: controlHeight },
        input: { padding: '5px 8px' },
        multiline: { padding: '5px 8px' },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        outlined: {
          transform: 'translate(9px, 6px) scale(1)',
          '&.MuiInputLabel-shrink': { transform: 'translate(12px, -7px) scale(0.85)' },
        },
      },
    },
    MuiAutocomplete: {
      styleOverrides: {
        inputRoot: { paddingTop: '0 !important', paddingBottom: '0 !important', paddingLeft: '4px !important' },
        tag: { height: 20, margin: 2 },
      },
    },
    MuiFormHelperText: { styleOverrides: { root: { marginTop: 1, marginLeft: 2, fontSize: '0.7rem' } } },
    MuiFormControlLabel: { styleOverrides: { label: { fontSize: '0.75rem' } } },
    MuiSwitch: { defaultProps: { size: 'small' } },
    MuiCheckbox: { defaultProps: { size: 'small' } },
    MuiChip: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: {
      styleOverrides: {
        sizeSmall: { padding: '3px 8px', height: controlHeight },
        head: { fontWeight: 600, whiteSpace: 'nowrap' },
      },
    },
    MuiToolbar: { styleOverrides: { dense: { minHeight: 40 }, regular: { minHeight: 44, '@media (min-width:600px)': { minHeight: 44 } } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: controlHeight, fontSize: '0.75rem' } } },
    MuiListSubheader: {
      styleOverrides: {
        root: {
          backgroundColor: 'transparent',
          lineHeight: '28px',
          marginTop: 6,
          fontSize: '0.68rem',
          fontWeight: 600,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          '&.menu-title': { fontSize: '0.75rem', marginTop: 0, color: dark ? '#90caf9' : '#0050b3' },
        },
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 32 } } },
    MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.7rem' } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiAppBar: {
      styleOverrides: {
        colorSecondary: dark ? { backgroundColor: '#1c1f24', color: '#e6e6e6' } : { backgroundColor: '#ffffff', color: '#1f2933' },
      },
    },
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 44 } } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          minHeight: 30,
          fontSize: '0.75rem',
          // menu-not-current: a group's own page (the tags list), which react-admin marks active below it too.
          '&.RaMenuItemLink-active:not(.menu-not-current)': {
            fontWeight: 600,
            color: theme.palette.primary.main,
            backgroundColor: dark ? 'rgba(144, 202, 249, 0.12)' : 'rgba(24, 144, 255, 0.10)',
            '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
          },
        }),
      },
    },
    // A wide table or chart scrolls inside its page instead of stretching the page past a phone's width.
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { minWidth: 0 } } } },
    RaMenu: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .menu-group': { minHeight: 30, fontSize: '0.75rem' },
          '& .menu-group .MuiListItemIcon-root': { minWidth: theme.spacing(5) },
          '& .menu-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          '&.RaMenu-closed .menu-children': { backgroundColor: theme.palette.action.hover },
          '& .menu-group-active > .MuiListItemIcon-root, & .menu-group-active .menu-label': { color: theme.palette.primary.main },
          '& .menu-area-toggle': { margin: '4px 8px 6px', width: 'auto' },
          '& .menu-area-toggle .MuiToggleButton-root': { gap: 4, height: 28, fontSize: '0.7rem', textTransform: 'none' },
          '&.RaMenu-open .menu-children .RaMenuItemLink-root': { paddingLeft: 28 },
          '&.RaMenu-closed .menu-label, &.RaMenu-closed .menu-expand': { display: 'none' },
          '&.RaMenu-closed .menu-area-toggle': { display: 'flex', margin: '4px auto 6px' },
          // Collapsed: every icon in one centred column (20 px icons in the 80 px menu).
          '&.RaMenu-closed .MuiMenuItem-root.MuiMenuItem-root': { paddingLeft: (menuClosedWidth - 20) / 2, paddingRight: 0 },
          '&.RaMenu-closed .MuiListItemIcon-root.MuiListItemIcon-root': { minWidth: 0 },
          '.mobile-menu-drawer &': { width: '100%', marginTop: 0 },
        }),
      },
    },
    MuiDrawer: {
      styleOverrides: {
        root: {
          '&.mobile-menu-drawer .MuiDrawer-paper': { width: mobileDrawerWidth },
          '&.logbook-drawer .MuiDrawer-paper': { width: logbookDrawerWidth, maxWidth: '100vw' },
        },
      },
    },
    RaDatagrid: {
      styleOverrides: {
        root: { '& .RaDatagrid-headerCell': { backgroundColor: dark ? '#23272e' : '#f7f8fa' } },
      },
    },
    RaSimpleForm: {
      styleOverrides: {
        root: {
          // One readable column of inputs; nested lists get more room, their items share a row.
          '& .ra-input': { width: '100%', maxWidth: 440 },
          '& .ra-input.RaArrayInput-root': { maxWidth: 880 },
          '& .ra-input:has(input[type=color])': { maxWidth: 120 },
          '& .RaSimpleFormIterator-form .ra-input': { width: 'auto', minWidth: 150, flex: 1 },
        },
      },
    },
    RaSimpleFormIterator: { defaultProps: { fullWidth: true } },
    RaLabeled: { styleOverrides: { root: { marginTop: 4, marginBottom: 4 } } },
  };
}
