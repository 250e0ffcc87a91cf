import type { KeyboardEvent, PointerEvent } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../../format/useFormat.js';
import type { HmiReading } from './hmi-data-api.js';
import type { HmiPoint } from '../../../../../domain/dashboards/hmi-points.js';
import { hmiStatusLook } from './hmi-status.js';

export interface HmiPointLabelProps {
  point: HmiPoint;
  reading: HmiReading | undefined;
  /** The tag's code when there is no reading yet (a point just added in the editor). */
  fallbackCode?: string;
  editing: boolean;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A tag's live value on the picture, centred on its point: its status by colour, icon and (for screen readers and
 * on hover) words, the value with the point's decimals and, when asked, the tag's unit. In the editor it is dragged.
 */
export function HmiPointLabel({ point, reading, fallbackCode, editing, onPointerDown, onKeyDown }: HmiPointLabelProps) {
  const translate = useTranslate();
  const format = useFormat();
  const status = reading?.status ?? 'noData';
  const { Icon, background, text } = hmiStatusLook[status];
  const code = reading?.code ?? fallbackCode ?? `#${point.id_tag}`;
  const value = reading?.value === null || reading?.value === undefined ? '—' : format.number(reading.value, { decimals: point.decimals });
  const unit = point.show_unit && reading?.unit ? ` ${reading.unit}` : '';
  const statusText = translate(`dashboards.types.hmi.status.${status}`);
  const at = reading?.at ? translate('dashboards.types.hmi.at', { time: format.instant(reading.at, 'dateTimeSeconds') }) : '';
  const description = [`${code}: ${value}${unit}`, statusText, at].filter(Boolean).join(', ');
  return (
    <Box
      role={editing ? 'button' : 'img'}
      tabIndex={editing ? 0 : undefined}
      aria-label={description}
      title={description}
      data-testid={`hmi-point-${code}`}
      data-status={status}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      sx={{
        position: 'absolute',
        left: `${point.x}%`,
        top: `${point.y}%`,
        transform: 'translate(-50%, -50%)',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: background,
        color: text,
        boxShadow: 2,
        fontSize: 12,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        userSelect: 'none',
        touchAction: editing ? 'none' : 'auto',
        cursor: editing ? 'grab' : 'default',
        outline: editing ? '1px dashed' : 'none',
        outlineOffset: 2,
      }}
    >
      <Icon sx={{ fontSize: 14 }} aria-hidden />
      <span>{code}</span>
      <span>
        {value}
        {unit}
      </span>
    </Box>
  );
}
