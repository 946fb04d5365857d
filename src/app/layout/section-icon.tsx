import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import Battery5BarIcon from '@mui/icons-material/Battery5Bar';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import DescriptionIcon from '@mui/icons-material/Description';
import ElectricalServicesIcon from '@mui/icons-material/ElectricalServices';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import BadgeIcon from '@mui/icons-material/Badge';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import HistoryIcon from '@mui/icons-material/History';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SectionIcon as IconName } from '@/shared/sections';

const ICONS: Record<IconName, typeof DashboardIcon> = {
  dashboard: DashboardIcon,
  documents: DescriptionIcon,
  deadlines: EventIcon,
  proof: VerifiedIcon,
  startProcess: PlayCircleIcon,
  country: FlagIcon,
  licence: InventoryIcon,
  weee: ElectricalServicesIcon,
  battery: Battery5BarIcon,
  taxId: BadgeIcon,
  representative: AssignmentIndIcon,
  settings: SettingsIcon,
  support: SupportAgentIcon,
  notifications: NotificationsIcon,
  changes: HistoryIcon,
};

/** A section's icon, decorative: the link's text names the section. */
export function SectionIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  const Icon = ICONS[name];
  return <Icon fontSize="small" aria-hidden="true" {...props} />;
}
