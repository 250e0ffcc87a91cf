import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import type { RecordOf } from '../../../../data/typed-data-provider.js';
import { useDashboardImageUrl } from '../../components/static-image/useDashboardImageUrl.js';
import { HmiEditor } from './HmiEditor.js';
import { hmiPointsOf } from '../../../../../domain/dashboards/hmi-points.js';
import { HmiPicture } from './HmiPicture.js';
import { useHmiData } from './useHmiData.js';

/**
 * An HMI tab: the process picture with each tag's live value and status on it, read again every refresh delay; for
 * who may edit dashboards, "Edit picture" opens the editor (upload, add points, drag them) in place.
 */
export function HmiTab({ tab, mayEdit }: { tab: RecordOf<'dashboard-tabs'>; mayEdit: boolean }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [version, setVersion] = useState(0);
  const points = hmiPointsOf(tab.hmi_points);
  const data = useHmiData(tab.id_tab!, version);
  const picture = useDashboardImageUrl(tab.hmi_image);

  if (editing)
    return (
      <HmiEditor
        tab={tab}
        points={points}
        readings={data.readings}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          setVersion((n) => n + 1);
          refresh();
        }}
      />
    );
  return (
    <Stack spacing={1} data-testid="hmi-tab">
      {mayEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {translate('dashboards.types.hmi.editPicture')}
          </Button>
        </Box>
      )}
      {Boolean(data.error) && <Alert severity="error">{translate('dashboards.types.hmi.loadError')}</Alert>}
      {picture.failed && <Alert severity="warning">{translate('dashboards.types.hmi.pictureError')}</Alert>}
      {!tab.hmi_image && points.length === 0 ? (
        <Alert severity="info">{translate(mayEdit ? 'dashboards.types.hmi.emptyEditor' : 'dashboards.types.hmi.empty')}</Alert>
      ) : (
        <HmiPicture imageUrl={picture.url} points={points} readings={data.readings} />
      )}
    </Stack>
  );
}
