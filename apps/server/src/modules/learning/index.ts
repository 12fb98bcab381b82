import type { Db } from "../../platform/db/database";
import { defineModule, type ModuleSeed } from "../../platform/module";
import { registerAuthoringRoutes } from "./authoring-routes";
import { seedAuthoringDemo } from "./authoring-seed";
import { seedLearnerProgress } from "./demo-progress";
import { seedDemoGraduate } from "./demo-progress-seed";
import type { CourseLabs } from "./lab-progress";
import { provideLessonPage } from "./lesson-page";
import { loadContent } from "./load-content";
import { enrolledCoursesOf } from "./read";
import { catalogueRoutes, studentLearningRoutes } from "./routes";

/** The port auth reads enrolments through (SPEC §3 enrolledCourses), created once in app.ts. */
export type LearningService = {
	/** Slugs of the courses a student is enrolled in, oldest enrolment first. */
	enrolledCourses(userId: string): Promise<string[]>;
};

declare module "../../platform/module" {
	interface ModuleServices {
		learning: LearningService;
		courseLabs: CourseLabs;
	}
}

export type { CourseLabs } from "./lab-progress";
/** Learning's sanitizing Markdown renderer, for other modules' authored text (labs' instructions). */
export { renderMarkdown } from "./markdown";

export const createLearningService = (db: Db): LearningService => ({
	enrolledCourses: (userId) => enrolledCoursesOf(db, userId),
});

/** Advisory-lock key: two processes starting together load the content once. */
const CONTENT_LOCK = 72_616_013;

/** Loads the course content from git as the published catalogue (idempotent: unchanged files load nothing). */
export const seedLearning: ModuleSeed = async ({ db, clock }) => {
	const summary = await loadContent(db, clock());
	if (summary.problems.length > 0)
		console.warn(
			`Learning content: ${summary.problems.length} problem(s) kept some courses out:\n${summary.problems.join("\n")}`,
		);
	await seedAuthoringDemo(db, clock());
	await seedDemoGraduate(db, clock());
	await seedLearnerProgress(db, clock());
};

/** Journeys, courses, lessons, quizzes and mock tests; students' enrolments, progress and home. */
export const learningModule = defineModule({
	name: "learning",
	async register(app, context) {
		catalogueRoutes(app, { db: context.db, clock: context.clock });
		provideLessonPage(app, { db: context.db, clock: context.clock });
		studentLearningRoutes(app, {
			db: context.db,
			clock: context.clock,
			labs: context.services.courseLabs,
			// Certificates are issued off the request's outcome; a failure there never fails the learning.
			progressChanged: async (userId, courseSlug) => {
				try {
					await context.services.certificates.courseProgressChanged(userId, courseSlug);
				} catch (error) {
					context.log.error({ err: error, userId, courseSlug }, "certificate issuance failed");
				}
			},
		});
		registerAuthoringRoutes(app, context);
	},
	seed: seedLearning,
	jobs: [
		{
			// The catalogue follows the content in git on every start (not in tests, which load their own).
			name: "content-sync",
			start: ({ config, database, clock, log }) => {
				if (config.env === "test" || !config.seedDemo) return () => {};
				const done = database
					.withExclusiveLock(CONTENT_LOCK, async (db) => {
						const summary = await loadContent(db, clock());
						log.info(
							{ courses: summary.courses, changed: summary.coursesChanged, problems: summary.problems },
							"learning content loaded",
						);
					})
					.catch((error: unknown) => log.error({ err: error }, "learning content could not be loaded"));
				return async () => {
					await done;
				};
			},
		},
	],
});
