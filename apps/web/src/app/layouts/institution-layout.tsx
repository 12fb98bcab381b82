import type { ReactNode } from "react";
import { institutionNavItems, type NavItem } from "../nav";
import { DashboardShell } from "./dashboard-shell";

interface InstitutionLayoutProps {
	/** Defaults to the app's institution menu; tests pass their own. */
	navItems?: readonly NavItem[];
	/** At the right end of the header, e.g. the Sign out button. */
	headerActions?: ReactNode;
}

/** The frame of the institution area: college, department and mentor dashboards. */
export function InstitutionLayout({ navItems = institutionNavItems, headerActions }: InstitutionLayoutProps) {
	return <DashboardShell areaLabel="Institution" navItems={navItems} headerActions={headerActions} />;
}
