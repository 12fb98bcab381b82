import type { Role } from "@unnati/contracts";
import { useSession } from "../lib/session";
import type { NavItem } from "./nav";
import { RequireRole } from "./require-role";
import { RoleArea } from "./role-area";

interface SharedAreaProps {
	/** Who may see the screens below; the first one decides which login screen a visitor is sent to. */
	roles: readonly [Role, ...Role[]];
	/** Each of those roles' side bar (router.tsx's navFor). */
	navByRole: Partial<Record<Role, readonly NavItem[]>>;
}

/**
 * A screen several roles share at one address (the features' `sharedRoutes`): a signed-in person of
 * one of `roles` sees it inside their own area's frame and side bar; anyone else meets the guard,
 * which sends them to a login screen with `?next=` set, as every role area does.
 */
export function SharedArea({ roles, navByRole }: SharedAreaProps) {
	const session = useSession();
	const role = session.data?.role;
	if (role && roles.includes(role)) return <RoleArea role={role} navItems={navByRole[role] ?? []} />;
	return <RequireRole roles={roles} />;
}
