import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";

/** The student's home at /dashboard (HOME_BY_ROLE.ROLE_STUDENT), instead of the generic welcome card. */
export const studentHomeFeature = defineFeature({
	homes: { ROLE_STUDENT: lazyScreen(() => import("./routes/student-home-screen"), "StudentHomeScreen") },
});
