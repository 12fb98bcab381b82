import type { ReactNode } from "react";
import { type NavItem, studentNavItems } from "../nav";
import { DashboardShell } from "./dashboard-shell";

interface StudentLayoutProps {
	/** Defaults to the app's student menu; tests pass their own. */
	navItems?: readonly NavItem[];
	/** At the right end of the header, e.g. the Sign out button. */
	headerActions?: ReactNode;
}

/** The frame of the student area (SPEC §2 "Student routes"); role-area.tsx puts the student guard around it. */
export function StudentLayout({ navItems = studentNavItems, headerActions }: StudentLayoutProps) {
	return <DashboardShell areaLabel="Student" navItems={navItems} headerActions={headerActions} />;
}
