import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQrScanner } from './useQrScanner.js';
import type { QrSignIn } from './qr-payload.js';

interface QrScanDialogProps {
  onScanned: (payload: QrSignIn) => void;
  onCancel: () => void;
}

/** The camera view of the sign-in QR scan; mounted only while open, so closing it stops the camera. */
export function QrScanDialog({ onScanned, onCancel }: QrScanDialogProps) {
  const { t } = useTranslation();
  const { videoRef, state, invalid, retry } = useQrScanner(onScanned);
  const problem = state === 'cameraDenied' || state === 'cameraUnavailable' || state === 'notFound';
  return (
    <Dialog open fullWidth maxWidth="xs" onClose={onCancel} aria-labelledby="qr-scan-title" data-testid="qr-scan-dialog">
      <DialogTitle id="qr-scan-title">{t('mobile.qr.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('mobile.qr.hint')}
        </Typography>
        <Box
          sx={{ position: 'relative', bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden', aspectRatio: '4 / 3', display: problem ? 'none' : 'block' }}
        >
          <video ref={videoRef} muted playsInline autoPlay style={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid="qr-video" />
          {state === 'starting' && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'common.white', gap: 1 }}>
              <CircularProgress size={18} color="inherit" />
              <Typography variant="body2">{t('mobile.qr.starting')}</Typography>
            </Box>
          )}
        </Box>
        {problem && (
          <Alert severity="warning" data-testid="qr-message">
            {t(`mobile.qr.${state}`)}
          </Alert>
        )}
        {!problem && invalid && (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="qr-message">
            {t('mobile.qr.invalid')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {problem && state !== 'cameraDenied' && (
          <Button onClick={retry} data-testid="qr-retry">
            {t('mobile.qr.retry')}
          </Button>
        )}
        <Button onClick={onCancel} data-testid="qr-cancel">
          {t('mobile.qr.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
