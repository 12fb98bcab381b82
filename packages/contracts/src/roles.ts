import { z } from "zod";
import { ROLES } from "./constants";

export { ROLE_LABELS, ROLES, type Role, SELF_SIGNUP_ROLES } from "./constants";

export const roleSchema = z.enum(ROLES);
