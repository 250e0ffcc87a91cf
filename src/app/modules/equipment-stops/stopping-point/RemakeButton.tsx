import { useState } from 'react';
import { Button } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { Confirm, useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { TimeRange } from '../../analysis/series-types.js';

interface RemakeButtonProps {
  frameLabel: string;
  range: TimeRange | null;
  disabled?: boolean;
  onRemake: (range: TimeRange) => Promise<void>;
}

/** Detects the frame's stops of the period again (`POST EM/actions/remake`), after saying what it keeps. */
export function RemakeButton({ frameLabel, range, disabled, onRemake }: RemakeButtonProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setAsking(false);
    if (!range) return;
    setBusy(true);
    await onRemake(range);
    setBusy(false);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<ReplayIcon />} onClick={() => setAsking(true)} disabled={disabled || busy || !range} data-testid="remake-button">
        {translate('stoppingPoint.remake.button')}
      </Button>
      <Confirm
        isOpen={asking}
        title={translate('stoppingPoint.remake.title')}
        content={translate('stoppingPoint.remake.content', {
          frame: frameLabel,
          from: range ? format.instant(range.from) : '',
          to: range ? format.instant(range.to) : '',
        })}
        confirm={translate('stoppingPoint.remake.button')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
