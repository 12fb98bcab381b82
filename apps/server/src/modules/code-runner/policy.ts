import { ROLES } from "@unnati/contracts/constants";
import { anyRole, definePolicy } from "../../platform/access/policy";

/**
 * Free runs in the sandbox (the playground): every signed-in person may run code, whatever their
 * role; a run is nobody's record, so there is no scope to check.
 */
export const codeRunPolicy = definePolicy<unknown, "run">("code-run", {
	run: [anyRole(ROLES)],
});
