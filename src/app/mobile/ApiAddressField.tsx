import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import type { QrSignIn } from './qr-payload.js';

// The camera view and jsQR load on the first scan only.
const QrScanDialog = lazy(() => import('./QrScanDialog.js').then((m) => ({ default: m.QrScanDialog })));

interface ApiAddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shows the required message (auth.signin.apiUrl). */
  missing: boolean;
  onScanned: (payload: QrSignIn) => void;
}

/** The native variant's API address field and its QR-code scan button (platform-core sections 2 and 5). */
export function ApiAddressField({ value, onChange, onBlur, missing, onScanned }: ApiAddressFieldProps) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const [filled, setFilled] = useState(false);
  return (
    <>
      <TextField
        id="api-address"
        name="api-address"
        type="url"
        label={t('mobile.signin.apiAddress')}
        placeholder={t('mobile.signin.apiAddressPlaceholder')}
        autoComplete="url"
        fullWidth
        required
        value={value}
        onChange={(e) => {
          setFilled(false);
          onChange(e.target.value);
        }}
        onBlur={onBlur}
        error={missing}
        helperText={missing ? t('auth.signin.apiUrl') : filled ? t('mobile.qr.filled') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'signin-api-address', autoCapitalize: 'none', spellCheck: false } }}
      />
      <Button variant="outlined" fullWidth startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(true)} sx={{ mb: 2 }} data-testid="signin-qr-scan">
        {t('mobile.qr.scan')}
      </Button>
      {scanning && (
        <Suspense fallback={null}>
          <QrScanDialog
            onCancel={() => setScanning(false)}
            onScanned={(payload) => {
              setScanning(false);
              setFilled(true);
              onScanned(payload);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
