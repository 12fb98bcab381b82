import { institutionNavItems, type NavItem } from "../nav";
import { DashboardShell } from "./dashboard-shell";

interface InstitutionLayoutProps {
	/** Defaults to the app's institution menu; tests pass their own. */
	navItems?: readonly NavItem[];
}

/** The frame of the institution area: college, department and mentor dashboards. */
export function InstitutionLayout({ navItems = institutionNavItems }: InstitutionLayoutProps) {
	return <DashboardShell areaLabel="Institution" navItems={navItems} />;
}
