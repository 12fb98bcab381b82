import { Alert, Button, Center, Stack } from "@mantine/core";
import type { Role } from "@unnati/contracts";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { loginUrl } from "../lib/login-paths";
import { useSession } from "../lib/session";
import { PageLoader } from "./page-loader";

interface RequireRoleProps {
	/** Who may see the screens below; the first one decides which login screen a visitor is sent to. */
	roles: readonly [Role, ...Role[]];
	/** What to show once allowed; defaults to the child routes. */
	children?: ReactNode;
}

/**
 * A route guard (SPEC §6; issue 3: "redirect to /login, keeping the intended path, when the session
 * is missing or of the wrong role"). While the session loads it shows the page spinner; signed out
 * or signed in with another role, it sends the visitor to the login screen of the role it needs
 * with `?next=` set to where they were going. The server checks every request again: this guard
 * only decides what to show.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
	const session = useSession();
	const location = useLocation();

	if (session.isPending) return <PageLoader />;
	if (session.isError) {
		return (
			<Center mih="50vh" p="xl">
				<Stack align="center" gap="md">
					<Alert color="red" variant="light">
						We could not check whether you are signed in. Please check your connection and try again.
					</Alert>
					<Button onClick={() => session.refetch()}>Try again</Button>
				</Stack>
			</Center>
		);
	}
	if (!session.data || !roles.includes(session.data.role)) {
		return <Navigate replace to={loginUrl(roles[0], `${location.pathname}${location.search}`)} />;
	}
	return children ?? <Outlet />;
}

/** The student guard of SPEC §2's student routes. */
export const STUDENT_ROLES = ["ROLE_STUDENT"] as const satisfies readonly [Role, ...Role[]];

/**
 * Wraps the student routes. The exam routes (/exam/{id}, /proctored-exam/{id}) nest their extra
 * exam guard (a later issue: security validation under 5 minutes old, SPEC §4) inside this one,
 * as a child route element that renders `<Outlet />` once the exam check passes.
 */
export function RequireStudent({ children }: { children?: ReactNode }) {
	return <RequireRole roles={STUDENT_ROLES}>{children}</RequireRole>;
}
