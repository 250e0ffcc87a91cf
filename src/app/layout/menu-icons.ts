import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppsIcon from '@mui/icons-material/Apps';
import BuildIcon from '@mui/icons-material/Build';
import CableIcon from '@mui/icons-material/Cable';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChangeCircleIcon from '@mui/icons-material/ChangeCircle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FactoryIcon from '@mui/icons-material/Factory';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FolderIcon from '@mui/icons-material/Folder';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LoopIcon from '@mui/icons-material/Loop';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import ScaleIcon from '@mui/icons-material/Scale';
import SecurityIcon from '@mui/icons-material/Security';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import TroubleshootIcon from '@mui/icons-material/Troubleshoot';
import TuneIcon from '@mui/icons-material/Tune';
import WorkIcon from '@mui/icons-material/Work';
import CategoryIcon from '@mui/icons-material/Category';
import DataObjectIcon from '@mui/icons-material/DataObject';
import KeyIcon from '@mui/icons-material/Key';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import QrCodeIcon from '@mui/icons-material/QrCode';
import SpeedIcon from '@mui/icons-material/Speed';
import StraightenIcon from '@mui/icons-material/Straighten';

/** One icon per top-level entry of both menus, so the collapsed (icons only) menu stays readable. */
const icons: Record<string, SvgIconComponent> = {
  dashboard: DashboardIcon,
  home: HomeIcon,
  analysis: InsightsIcon,
  'data-mining': HubIcon,
  'control-loop-management': LoopIcon,
  'statistical-control': ShowChartIcon,
  'root-cause': TroubleshootIcon,
  'equipment-management': PrecisionManufacturingIcon,
  'industrial-planning': FactoryIcon,
  'ops-management': WorkIcon,
  'integrated-maintenance': BuildIcon,
  manufacture: InventoryIcon,
  'alarm-management': NotificationsActiveIcon,
  'operational-security': SecurityIcon,
  'management-of-changes': ChangeCircleIcon,
  'management-of-change': ChangeCircleIcon,
  'data-entry': EditNoteIcon,
  'manual-collector': EditNoteIcon,
  export: FileDownloadIcon,
  scale: ScaleIcon,
  'operational-alerts': CampaignIcon,
  alerts: CampaignIcon,
  consistency: FactCheckIcon,
  log: HistoryIcon,
  main: AppsIcon,
  'operational-structure': AccountTreeIcon,
  'access-control': AdminPanelSettingsIcon,
  'event-manager': EventNoteIcon,
  tags: LocalOfferIcon,
  integration: CableIcon,
  'global-variables': DataObjectIcon,
  token: KeyIcon,
  'unit-measurement': StraightenIcon,
  'barcode-label': QrCodeIcon,
  product: CategoryIcon,
  oee: SpeedIcon,
  'logbook-group': MenuBookIcon,
  general: TuneIcon,
};

export const groupIcon = (group: string): SvgIconComponent => icons[group] ?? FolderIcon;

/** The icon of a menu path: its first segment, or the second below `/settings`. */
export function pathIcon(path: string): SvgIconComponent {
  const [first = '', second = 'general'] = path.split('/').filter(Boolean);
  return groupIcon(first === 'settings' ? second : first);
}
