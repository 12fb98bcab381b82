import type { ReactNode } from "react";
import type { NavItem } from "../nav";
import { DashboardShell } from "./dashboard-shell";

interface InstitutionLayoutProps {
	/** The role's side bar (role-area.tsx passes the features' entries). */
	navItems: readonly NavItem[];
	/** At the right end of the header, e.g. the Sign out button. */
	headerActions?: ReactNode;
}

/** The frame of the institution area: college, department and mentor dashboards. */
export function InstitutionLayout({ navItems, headerActions }: InstitutionLayoutProps) {
	return <DashboardShell areaLabel="Institution" navItems={navItems} headerActions={headerActions} />;
}
