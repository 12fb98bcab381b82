import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { defineModule } from "../../platform/module";
import type { Notify } from "../notifications";
import { certificateRoutes } from "./routes";
import { seedDemoCertificates } from "./seed";
import { issueCourseCertificate, issueExamCertificate } from "./service";

/**
 * The ports learning and exams tell when a student may have earned a certificate (the last lesson
 * done, a mock test passed; an exam attempt scored). The earning rules are checked here against
 * learning's and exams' own records; nothing else issues a certificate.
 */
export type CertificateService = {
	courseProgressChanged(userId: string, courseSlug: string): Promise<void>;
	/** A student's attempt of the exam passed (the exams module's attemptPassed port, wired by app.ts). */
	examAttemptPassed(userId: string, examId: string): Promise<void>;
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
	async examAttemptPassed(userId, examId) {
		await issueExamCertificate(deps, userId, examId);
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
