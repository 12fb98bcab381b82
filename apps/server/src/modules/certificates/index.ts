import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { defineModule } from "../../platform/module";
import type { Notify } from "../notifications";
import { certificateRoutes } from "./routes";
import { seedDemoCertificates } from "./seed";
import { issueCourseCertificate } from "./service";

/**
 * The port learning tells when a student's progress may have completed a course (the last lesson
 * done, a mock test passed). The earning rule is checked here against learning's records; nothing
 * else issues a certificate.
 */
export type CertificateService = {
	courseProgressChanged(userId: string, courseSlug: string): Promise<void>;
};

declare module "../../platform/module" {
	interface ModuleServices {
		certificates: CertificateService;
	}
}

export const createCertificateService = (deps: {
	db: Db;
	clock: Clock;
	publicUrl: string;
	notify: Notify;
}): CertificateService => ({
	async courseProgressChanged(userId, courseSlug) {
		await issueCourseCertificate(deps, userId, courseSlug, deps.clock());
	},
});

/** Certificates anyone can verify: PDFs, Open Badges, the student's list and revocation (issue 14). */
export const certificatesModule = defineModule({
	name: "certificates",
	async register(app, { db, clock, config, storage, services }) {
		certificateRoutes(app, {
			db,
			clock,
			storage,
			publicUrl: config.publicUrl,
			notify: services.notifications.notify,
		});
	},
	seed: seedDemoCertificates,
});
