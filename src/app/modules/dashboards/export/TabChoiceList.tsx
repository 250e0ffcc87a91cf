import { Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExportDashboard } from './export-selection.js';

export interface TabChoiceListProps {
  dashboards: readonly ExportDashboard[];
  chosen: ReadonlySet<number>;
  onToggle: (idTab: number) => void;
}

/** The tabs to export, one checkbox each, grouped under their dashboard's title and type. */
export function TabChoiceList({ dashboards, chosen, onToggle }: TabChoiceListProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5}>
      {dashboards.map((dashboard) => {
        const heading = `pdf-export-dashboard-${dashboard.id_visao}`;
        return (
          <FormGroup key={dashboard.id_visao} role="group" aria-labelledby={heading}>
            <Typography id={heading} variant="subtitle2">
              {dashboard.title}
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${translate(`resources.dashboard-views.enums.dashboard_type.${dashboard.type}`)}`}
              </Typography>
            </Typography>
            {dashboard.tabs.map((tab) => (
              <FormControlLabel
                key={tab.id_tab}
                sx={{ pl: 1 }}
                control={<Checkbox size="small" checked={chosen.has(tab.id_tab!)} onChange={() => onToggle(tab.id_tab!)} />}
                label={tab.description}
              />
            ))}
          </FormGroup>
        );
      })}
    </Stack>
  );
}
