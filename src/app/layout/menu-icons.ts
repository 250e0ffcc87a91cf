import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import EventNoteIcon from '@mui/icons-material/EventNote';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import TuneIcon from '@mui/icons-material/Tune';
import FolderIcon from '@mui/icons-material/Folder';

/** One icon per settings group, so the collapsed menu stays readable. */
const icons: Record<string, SvgIconComponent> = {
  'operational-structure': AccountTreeIcon,
  'access-control': AdminPanelSettingsIcon,
  'event-manager': EventNoteIcon,
  tags: LocalOfferIcon,
  general: TuneIcon,
};

export const groupIcon = (group: string): SvgIconComponent => icons[group] ?? FolderIcon;
