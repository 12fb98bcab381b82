import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	verify: () => import("./routes/verify-certificate-screen"),
	mine: () => import("./routes/my-certificates-screen"),
	manage: () => import("./routes/manage-certificates-screen"),
};

/** Certificates anyone can verify (issue 14): the public page, the student's list, revocation. */
export const certificatesFeature = defineFeature({
	publicRoutes: [
		{ path: paths.certificate.pattern, element: lazyScreen(screens.verify, "VerifyCertificateScreen") },
	],
	routes: {
		ROLE_STUDENT: [{ path: paths.myCertificates, element: lazyScreen(screens.mine, "MyCertificatesScreen") }],
		ROLE_COLLEGE: [
			{ path: paths.collegeCertificates, element: lazyScreen(screens.manage, "ManageCertificatesScreen") },
		],
		ROLE_INSTRUCTOR_ADMIN: [
			{
				path: paths.instructorAdminCertificates,
				element: lazyScreen(screens.manage, "ManageCertificatesScreen"),
			},
		],
	},
	nav: {
		ROLE_STUDENT: [{ label: "Certificates", to: paths.myCertificates }],
		ROLE_COLLEGE: [{ label: "Certificates", to: paths.collegeCertificates }],
		ROLE_INSTRUCTOR_ADMIN: [{ label: "Certificates", to: paths.instructorAdminCertificates }],
	},
});
