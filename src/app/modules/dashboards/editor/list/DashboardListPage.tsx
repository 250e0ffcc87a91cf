import { useEffect, useState } from 'react';
import { Alert, Button, Card, Chip, LinearProgress, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router';
import { useResourceList } from '../../../../data/typed-data-provider.js';
import { useCan } from '../../../../navigation/useCan.js';
import { ImportDialog } from '../definition/ImportDialog.js';
import { landingView } from './landing.js';
import { NewDashboardDialog } from './NewDashboardDialog.js';

const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id_visao', order: 'ASC' as const } };

/**
 * `/dashboard`: the dashboards the user sees in this unit (the same set as the menu's children: the server's
 * visibility rule), with their type; a dashboard marked as the initial page opens at once instead (`?all` shows the
 * list anyway). Those who may create dashboards make a new one or import a definition here.
 */
export default function DashboardListPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const mayCreate = useCan('settings.dashboards')('create');
  const { data, isPending, error } = useResourceList('settings/dashboards', all);
  const [open, setOpen] = useState<'new' | 'import' | null>(null);
  const landing = data
    ? landingView(
        data.map((view) => ({ id_visao: Number(view.id_visao), initial_page: view.initial_page })),
        search,
      )
    : undefined;

  useEffect(() => {
    if (landing !== undefined) navigate(`/dashboard/${landing}`, { replace: true });
  }, [landing, navigate]);

  if (isPending || landing !== undefined) return <LinearProgress />;
  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="dashboard-list">
      <Title title={translate('dashboardEditor.list.title')} />
      {mayCreate && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen('import')}>
            {translate('dashboardEditor.definition.import')}
          </Button>
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setOpen('new')}>
            {translate('dashboardEditor.list.new')}
          </Button>
        </Stack>
      )}
      {error && <Alert severity="error">{translate('dashboardEditor.list.loadError')}</Alert>}
      {data?.length === 0 && <Alert severity="info">{translate('dashboardEditor.list.empty')}</Alert>}
      {data && data.length > 0 && (
        <Card variant="outlined">
          <List dense disablePadding>
            {data.map((view) => (
              <ListItemButton key={view.id_visao} component={Link} to={`/dashboard/${view.id_visao}`} divider>
                <ListItemText
                  primary={view.vis_descricao?.trim() || translate('menu.dashboardView', { id: view.id_visao, _: `Dashboard #${view.id_visao}` })}
                />
                <Stack direction="row" spacing={0.5}>
                  {view.initial_page && <Chip size="small" color="primary" variant="outlined" label={translate('dashboardEditor.list.landing')} />}
                  <Chip size="small" label={translate(`resources.dashboard-views.enums.dashboard_type.${view.dashboard_type ?? 'standard'}`)} />
                </Stack>
              </ListItemButton>
            ))}
          </List>
        </Card>
      )}
      {!isPending && !data && !error && <Typography>{translate('dashboardEditor.list.empty')}</Typography>}
      {open === 'new' && <NewDashboardDialog onClose={() => setOpen(null)} />}
      {open === 'import' && <ImportDialog onClose={() => setOpen(null)} />}
    </Stack>
  );
}
