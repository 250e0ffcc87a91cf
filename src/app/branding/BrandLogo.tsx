import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import FactoryIcon from '@mui/icons-material/Factory';
import { branding } from '../config/branding.js';

/** The host's logo (the white one on a dark theme, when there is one), else the product icon. */
export function BrandLogo() {
  const dark = useTheme().palette.mode === 'dark';
  const src = (dark && branding.logoWhite) || branding.logo;
  if (!src) return <FactoryIcon color="primary" fontSize="large" />;
  return <Box component="img" src={src} alt="" data-testid="brand-logo" sx={{ maxHeight: 40, maxWidth: 160, objectFit: 'contain' }} />;
}
