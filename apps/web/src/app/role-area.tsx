import { HOME_BY_ROLE, type Role } from "@unnati/contracts";
import type { ReactNode } from "react";
import { DashboardShell } from "./layouts/dashboard-shell";
import { InstitutionLayout } from "./layouts/institution-layout";
import { SignOutButton } from "./layouts/sign-out-button";
import { StudentLayout } from "./layouts/student-layout";
import { examAdminNavItems, institutionNavItems, type NavItem, studentNavItems } from "./nav";
import { RequireRole, RequireStudent } from "./require-role";

/** Roles whose screens sit in the institution frame: the college's own staff. */
const INSTITUTION_ROLES: readonly Role[] = [
	"ROLE_COLLEGE",
	"ROLE_DEPARTMENT",
	"ROLE_MENTOR",
	"ROLE_PRINCIPAL",
	"ROLE_EXAM_ADMIN",
	"ROLE_INSTRUCTOR",
	"ROLE_INSTRUCTOR_ADMIN",
	"ROLE_CONNECTIN_ADMIN",
	"ROLE_QUESTION_BANK_ADMIN",
	"ROLE_CAREER_COUNSELOR",
	"ROLE_PAT",
];

/** The platform admin's inbox: what visitors sent from /contactus, /report and /feedback. */
const adminNavItems: readonly NavItem[] = [
	{ label: "Contact requests", to: "/admin-dashboard/contact-requests" },
	{ label: "Issue reports", to: "/admin-dashboard/reports" },
	{ label: "Feedback", to: "/admin-dashboard/feedback" },
];

function homeNav(role: Role): NavItem[] {
	return [{ label: "Home", to: HOME_BY_ROLE[role], end: true }];
}

/**
 * The signed-in area of one role: its guard around its frame, with the role's screens as child
 * routes. Loaded lazily by the router, so the guard, the session query and the shells stay out of
 * the landing page's bundle.
 */
export function RoleArea({ role }: { role: Role }) {
	const signOut = <SignOutButton />;
	if (role === "ROLE_STUDENT") {
		return (
			<RequireStudent>
				<StudentLayout navItems={studentNavItems} headerActions={signOut} />
			</RequireStudent>
		);
	}
	let frame: ReactNode;
	if (INSTITUTION_ROLES.includes(role)) {
		const ownItems = role === "ROLE_EXAM_ADMIN" ? examAdminNavItems : [];
		frame = (
			<InstitutionLayout
				navItems={[...homeNav(role), ...ownItems, ...institutionNavItems]}
				headerActions={signOut}
			/>
		);
	} else {
		// The platform's own administrators and hiring organizations' recruiters belong to no college.
		const areaLabel = role === "ROLE_RECRUITER" ? "Organization" : "Platform";
		const navItems = role === "ROLE_ADMIN" ? [...homeNav(role), ...adminNavItems] : homeNav(role);
		frame = <DashboardShell areaLabel={areaLabel} navItems={navItems} headerActions={signOut} />;
	}
	return <RequireRole roles={[role]}>{frame}</RequireRole>;
}
