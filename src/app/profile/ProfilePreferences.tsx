import { useLocaleState, useTheme, useTranslate } from 'react-admin';
import { Check } from '@mui/icons-material';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem, Switch } from '@mui/material';
import { locales } from '../i18n/locales.js';

/** The profile popup's language choice and theme switch (the header's own buttons do the same). */
export function ProfilePreferences() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return [
    <ListSubheader key="language" sx={{ lineHeight: 2.5 }}>
      {translate('app.profile.language')}
    </ListSubheader>,
    ...locales.map((entry) => (
      <MenuItem key={entry.locale} selected={entry.locale === locale} onClick={() => setLocale(entry.locale)} lang={entry.locale}>
        <ListItemIcon>{entry.locale === locale && <Check fontSize="small" />}</ListItemIcon>
        <ListItemText>{entry.name}</ListItemText>
      </MenuItem>
    )),
    <MenuItem key="theme" onClick={() => setTheme(dark ? 'light' : 'dark')} data-testid="profile-theme">
      <ListItemText>{translate('app.profile.darkTheme')}</ListItemText>
      <Switch size="small" edge="end" checked={dark} tabIndex={-1} slotProps={{ input: { 'aria-label': translate('app.profile.darkTheme') } }} />
    </MenuItem>,
  ];
}
