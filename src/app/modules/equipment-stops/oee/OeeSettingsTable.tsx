import { Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import type { RecordOf } from '../../../data/typed-data-provider.js';
import { useFormat } from '../../../format/useFormat.js';
import type { PickOption } from './wizard-fields.js';

export type OeeSettingRecord = RecordOf<'oee-settings'>;

interface OeeSettingsTableProps {
  settings: readonly OeeSettingRecord[];
  frames: readonly PickOption[];
  onEdit?: (setting: OeeSettingRecord) => void;
  onDelete?: (setting: OeeSettingRecord) => void;
}

/** The unit's OEE settings: title, frame, performance source, ideal cycle time, active; edit and delete when allowed. */
export function OeeSettingsTable({ settings, frames, onEdit, onDelete }: OeeSettingsTableProps) {
  const translate = useTranslate();
  const { number } = useFormat();
  const field = (name: string) => translate(`resources.oee-settings.fields.${name}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="oee-settings-table">
        <TableHead>
          <TableRow>
            <TableCell>{field('title')}</TableCell>
            <TableCell>{field('id_frame')}</TableCell>
            <TableCell>{field('performance_mode')}</TableCell>
            <TableCell align="right">{field('ideal_cycle_time_sec')}</TableCell>
            <TableCell>{field('active')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {settings.map((setting) => (
            <TableRow key={setting.id} data-testid={`oee-setting-${setting.id}`}>
              <TableCell>{setting.title}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{frames.find((frame) => frame.id === setting.id_frame)?.label ?? setting.id_frame}</TableCell>
              <TableCell>{translate(`resources.oee-settings.enums.performance_mode.${setting.performance_mode}`)}</TableCell>
              <TableCell align="right">{number(setting.ideal_cycle_time_sec)}</TableCell>
              <TableCell>
                <Chip size="small" label={translate(setting.active === false ? 'ra.boolean.false' : 'ra.boolean.true')} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {onEdit && (
                  <IconButton aria-label={translate('ra.action.edit')} onClick={() => onEdit(setting)} data-testid={`oee-edit-${setting.id}`}>
                    <EditOutlinedIcon />
                  </IconButton>
                )}
                {onDelete && (
                  <IconButton aria-label={translate('ra.action.delete')} onClick={() => onDelete(setting)} data-testid={`oee-delete-${setting.id}`}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
