import type { Role } from "@unnati/contracts";
import { lazy, type ReactNode, Suspense } from "react";
import { DashboardShell } from "./layouts/dashboard-shell";
import { InstitutionLayout } from "./layouts/institution-layout";
import { SignOutButton } from "./layouts/sign-out-button";
import { StudentLayout } from "./layouts/student-layout";
import type { NavItem } from "./nav";
import { RequireRole, RequireStudent } from "./require-role";

const NotificationBell = lazy(() =>
	import("../features/notifications/components/notification-bell").then((m) => ({
		default: m.NotificationBell,
	})),
);

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

interface RoleAreaProps {
	role: Role;
	/** The role's side bar: its home, then the features' entries (router.tsx's navFor). */
	navItems: readonly NavItem[];
}

/**
 * The signed-in area of one role: its guard around its frame, with the role's screens as child
 * routes. Loaded lazily by the router, so the guard, the session query and the shells stay out of
 * the landing page's bundle.
 */
export function RoleArea({ role, navItems }: RoleAreaProps) {
	// The bell (unread count, live) and Sign out, in every signed-in layout. The bell loads on its
	// own, so the frame and the screen do not wait for it.
	const signOut = (
		<>
			<Suspense fallback={null}>
				<NotificationBell />
			</Suspense>
			<SignOutButton />
		</>
	);
	if (role === "ROLE_STUDENT") {
		return (
			<RequireStudent>
				<StudentLayout navItems={navItems} headerActions={signOut} />
			</RequireStudent>
		);
	}
	let frame: ReactNode;
	if (INSTITUTION_ROLES.includes(role)) {
		frame = <InstitutionLayout navItems={navItems} headerActions={signOut} />;
	} else {
		// The platform's own administrators and hiring organizations' recruiters belong to no college.
		const areaLabel = role === "ROLE_RECRUITER" ? "Organization" : "Platform";
		frame = <DashboardShell areaLabel={areaLabel} navItems={navItems} headerActions={signOut} />;
	}
	return <RequireRole roles={[role]}>{frame}</RequireRole>;
}
