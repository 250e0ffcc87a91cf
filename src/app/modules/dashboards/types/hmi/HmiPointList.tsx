import DeleteIcon from '@mui/icons-material/Delete';
import { Checkbox, FormControlLabel, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HmiPoint } from '../../../../../domain/dashboards/hmi-points.js';

export interface HmiPointListProps {
  points: readonly HmiPoint[];
  codes: ReadonlyMap<number, string>;
  /** Each point's refusal by the server (`hmi_points.<n>.<field>`), translated. */
  problems: Readonly<Record<string, string>>;
  onChange: (index: number, changes: Partial<HmiPoint>) => void;
  onRemove: (index: number) => void;
}

/** The editor's points: each tag with its place, its decimals (0–6), whether its unit shows, and a delete button. */
export function HmiPointList({ points, codes, problems, onChange, onRemove }: HmiPointListProps) {
  const translate = useTranslate();
  if (points.length === 0) return <Typography color="text.secondary">{translate('dashboards.types.hmi.editor.noPoints')}</Typography>;
  return (
    <Stack spacing={0.5} data-testid="hmi-point-list">
      {points.map((point, index) => {
        const code = codes.get(point.id_tag) ?? `#${point.id_tag}`;
        const problem = Object.entries(problems).find(([path]) => path.startsWith(`hmi_points.${index}.`) || path === `hmi_points.${index}`)?.[1];
        return (
          // A point is its place in the list: the same tag may sit twice on a picture.
          <Stack key={index} direction="row" spacing={1} alignItems="center">
            <Typography sx={{ minWidth: 120, fontWeight: 600 }}>{code}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
              {translate('dashboards.types.hmi.editor.place', { x: point.x, y: point.y })}
            </Typography>
            <TextField
              type="number"
              size="small"
              label={translate('dashboards.types.hmi.editor.decimals')}
              value={point.decimals}
              slotProps={{ htmlInput: { min: 0, max: 6, step: 1 } }}
              onChange={(event) => onChange(index, { decimals: Math.min(6, Math.max(0, Math.trunc(Number(event.target.value) || 0))) })}
              sx={{ width: 110 }}
            />
            <FormControlLabel
              control={<Checkbox size="small" checked={point.show_unit} onChange={(event) => onChange(index, { show_unit: event.target.checked })} />}
              label={translate('dashboards.types.hmi.editor.showUnit')}
            />
            <Tooltip title={translate('dashboards.types.hmi.editor.remove', { code })}>
              <IconButton size="small" aria-label={translate('dashboards.types.hmi.editor.remove', { code })} onClick={() => onRemove(index)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {problem && (
              <Typography variant="body2" color="error">
                {problem}
              </Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
