import type { ModuleSeed } from "../../platform/module";
import { submitContactRequest } from "./service";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's contact requests (the support module's seed then works them through the inbox). */
export const DEMO_CONTACT_REQUESTS = [
	{
		daysAgo: 9,
		email: "placements@sahyadri-engg.example.in",
		organization: "Sahyadri College of Engineering, Mangaluru",
		contact: "+918242277001",
		message:
			"We are evaluating Unnati for about 900 final-year students before our campus placement season in August. Please share a demo of the proctored aptitude tests and the coding assessments.",
	},
	{
		daysAgo: 4,
		email: "principal@vidyavikas-poly.example.in",
		organization: "Vidya Vikas Polytechnic, Nashik",
		contact: "+919822145678",
		message:
			"Our polytechnic wants to hold the diploma internal exams online from the next term. Can question papers be in Marathi, and what happens at centres where the internet drops during an exam?",
	},
	{
		daysAgo: 1,
		email: "tpo@krishnalanka-univ.example.in",
		organization: "Krishna Lanka University, Vijayawada",
		contact: "+918662471234",
		message:
			"Please send pricing for three campuses with about 4,500 students. Our training and placement cell also wants mock interviews and resume building for the final-year batch.",
	},
] as const;

/** Three requests from Indian colleges, spread over the last days. */
export const seedContactRequests: ModuleSeed = async ({ db, clock }) => {
	const now = clock().getTime();
	for (const { daysAgo, ...request } of DEMO_CONTACT_REQUESTS) {
		await submitContactRequest(db, request, null, new Date(now - daysAgo * DAY_MS));
	}
};
