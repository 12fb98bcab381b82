import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

// Every screen is its own lazy chunk: the builder's code loads only on the builder's route.
const screens = {
	myResumes: () => import("./routes/my-resumes-screen"),
	match: () => import("./routes/jd-match-screen"),
	builder: () => import("./routes/resume-builder-screen"),
	shared: () => import("./routes/shared-resume-screen"),
	mentees: () => import("./routes/mentee-resumes-screen"),
	review: () => import("./routes/resume-review-screen"),
	coverage: () => import("./routes/resume-coverage-screen"),
};

/** Resumes aligned to job descriptions (issue 16). */
export const resumesFeature = defineFeature({
	routes: {
		ROLE_STUDENT: [
			{ path: paths.myResumes, element: lazyScreen(screens.myResumes, "MyResumesScreen") },
			{ path: paths.resumeMatch, element: lazyScreen(screens.match, "JdMatchScreen") },
			{ path: paths.resumeBuilderPath, element: lazyScreen(screens.builder, "ResumeBuilderScreen") },
		],
		ROLE_MENTOR: [
			{ path: paths.menteeResumes, element: lazyScreen(screens.mentees, "MenteeResumesScreen") },
			{ path: paths.menteeResume.pattern, element: lazyScreen(screens.review, "ResumeReviewScreen") },
		],
		ROLE_PAT: [{ path: paths.resumeCoverage, element: lazyScreen(screens.coverage, "ResumeCoverageScreen") }],
	},
	bareRoutes: [
		{ path: paths.sharedResume.pattern, element: lazyScreen(screens.shared, "SharedResumeScreen") },
	],
	nav: {
		ROLE_STUDENT: [
			{ label: "My resumes", to: paths.myResumes },
			{ label: "Match a job description", to: paths.resumeMatch },
			{ label: "Resume builder", to: paths.resumeBuilderPath },
		],
		ROLE_MENTOR: [{ label: "Mentees' resumes", to: paths.menteeResumes }],
		ROLE_PAT: [{ label: "Resume coverage", to: paths.resumeCoverage }],
	},
});
