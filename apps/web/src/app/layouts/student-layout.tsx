import { type NavItem, studentNavItems } from "../nav";
import { DashboardShell } from "./dashboard-shell";

interface StudentLayoutProps {
	/** Defaults to the app's student menu; tests pass their own. */
	navItems?: readonly NavItem[];
}

/** The frame of the student area (SPEC §2 "Student routes"); the student guard wraps it when it exists. */
export function StudentLayout({ navItems = studentNavItems }: StudentLayoutProps) {
	return <DashboardShell areaLabel="Student" navItems={navItems} />;
}
