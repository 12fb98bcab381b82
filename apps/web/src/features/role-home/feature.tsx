import { lazyScreen } from "../../app/lazy-screen";

/** The home of every role whose own home screen no feature provides yet (the router's fallback). */
export const genericRoleHome = lazyScreen(() => import("./routes/role-home-screen"), "RoleHomeScreen");
