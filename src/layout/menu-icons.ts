import { Building2, DoorOpen, FileText, Hammer, History, LayoutDashboard, UserPlus, Users, Wrench, type LucideIcon } from 'lucide-react';
import type { MenuIcon } from '#src/lib/menu.ts';

export const MENU_ICONS: Readonly<Record<MenuIcon, LucideIcon>> = {
  dashboard: LayoutDashboard,
  reforms: Hammer,
  users: Users,
  condominiums: Building2,
  apartments: DoorOpen,
  documents: FileText,
  prospects: UserPlus,
  maintenance: Wrench,
  audit: History,
};
