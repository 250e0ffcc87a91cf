import { useTranslation } from 'react-i18next';
import { MenuItem, TextField } from '@mui/material';
import { locales, persistLocale } from '../i18n/locales.js';

/** The sign-in screen's language choice, remembered for the admin app too. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  async function change(locale: string) {
    await i18n.changeLanguage(locale);
    persistLocale(locale);
  }
  return (
    <TextField
      select
      fullWidth
      id="signin-language"
      label={t('auth.signin.language')}
      value={i18n.language}
      onChange={(event) => void change(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'signin-language' } }}
    >
      {locales.map(({ locale, name }) => (
        <MenuItem key={locale} value={locale}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
