import { defineModule } from "../../platform/module";
import { adminDashboardRoutes } from "./routes";

/**
 * The platform admin's dashboard (issue 18): every college with its trial or subscription and its
 * usage, read through the modules that own each figure (institutions, accounts, auth, exams,
 * problems); the admin extends trials and marks colleges subscribed or suspended. The inbox of
 * contact requests, reports and feedback is the support module's.
 */
export const adminDashboardModule = defineModule({
	name: "admin-dashboard",
	register: async (app, { db, clock }) => adminDashboardRoutes(app, { db, clock }),
});
