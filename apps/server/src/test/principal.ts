import type { Role } from "@unnati/contracts/constants";
import type { Principal } from "../platform/access/principal";

/**
 * A principal for policy tests that need no database: a live session of `role` with no college,
 * department or student placement unless `overrides` gives them.
 */
export const testPrincipal = (role: Role, overrides: Partial<Principal> = {}): Principal => ({
	sessionId: `session-${overrides.userId ?? "someone"}`,
	userId: "someone",
	role,
	name: "Someone",
	email: `${overrides.userId ?? "someone"}@example.org`,
	institutionId: null,
	departmentId: null,
	organizationId: null,
	rollNo: null,
	factId: null,
	currentYear: null,
	section: null,
	expiresAt: new Date(Date.now() + 60_000),
	...overrides,
});
