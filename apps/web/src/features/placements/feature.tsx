import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	drives: () => import("./routes/officer-drives-screen"),
	newDrive: () => import("./routes/new-drive-screen"),
	drive: () => import("./routes/officer-drive-screen"),
	jobs: () => import("./routes/jobs-screen"),
	job: () => import("./routes/job-screen"),
	reports: () => import("./routes/reports-screen"),
};

/**
 * Placements (issue 19): the officer's seasons and drives with eligibility, the students' jobs board,
 * and the placement reports (the officer's, the principal's and the college administrator's).
 */
export const placementsFeature = defineFeature({
	homes: { ROLE_PAT: lazyScreen(screens.drives, "OfficerDrivesScreen") },
	routes: {
		ROLE_PAT: [
			{ path: paths.patNewDrive, element: lazyScreen(screens.newDrive, "NewDriveScreen") },
			{ path: paths.patDrive.pattern, element: lazyScreen(screens.drive, "OfficerDriveScreen") },
			{
				path: paths.patReports,
				element: lazyScreen(screens.reports, "ReportsScreen", { canRecordOutcomes: true }),
			},
		],
		ROLE_PRINCIPAL: [
			{ path: paths.principalPlacementReports, element: lazyScreen(screens.reports, "ReportsScreen") },
		],
		ROLE_COLLEGE: [
			{ path: paths.collegePlacementReports, element: lazyScreen(screens.reports, "ReportsScreen") },
		],
		ROLE_STUDENT: [
			{ path: paths.jobs, element: lazyScreen(screens.jobs, "JobsScreen") },
			{ path: paths.job.pattern, element: lazyScreen(screens.job, "JobScreen") },
			{ path: paths.jobById.pattern, element: lazyScreen(screens.job, "JobScreen") },
		],
	},
	nav: {
		ROLE_PAT: [
			{ label: "New drive", to: paths.patNewDrive },
			{ label: "Placement reports", to: paths.patReports },
		],
		ROLE_PRINCIPAL: [{ label: "Placement reports", to: paths.principalPlacementReports }],
		ROLE_COLLEGE: [{ label: "Placement reports", to: paths.collegePlacementReports }],
		ROLE_STUDENT: [{ label: "Jobs", to: paths.jobs }],
	},
});
