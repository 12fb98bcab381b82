import type { ReactNode } from "react";
import type { NavItem } from "../nav";
import { DashboardShell } from "./dashboard-shell";

interface StudentLayoutProps {
	/** The role's side bar (role-area.tsx passes the features' entries). */
	navItems: readonly NavItem[];
	/** At the right end of the header, e.g. the Sign out button. */
	headerActions?: ReactNode;
}

/** The frame of the student area (SPEC §2 "Student routes"); role-area.tsx puts the student guard around it. */
export function StudentLayout({ navItems, headerActions }: StudentLayoutProps) {
	return <DashboardShell areaLabel="Student" navItems={navItems} headerActions={headerActions} />;
}
