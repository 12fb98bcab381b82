import { queryOptions } from "@tanstack/react-query";
import { certificateEndpoints } from "@unnati/contracts/certificates";
import { studentLearningEndpoints } from "@unnati/contracts/learning";
import { mentorEndpoints } from "@unnati/contracts/mentors";
import { callApi, endpointUrl } from "../../lib/api-client";

/**
 * GET /api/student-home: everything the student's home shows, in one request (fast on a phone).
 * Fetched again on every visit (staleTime 0): a lesson finished or a test taken a moment ago is there
 * when the student comes back, while the last answer shows meanwhile.
 */
export const studentHomeQuery = () =>
	queryOptions({
		queryKey: ["student-home"],
		queryFn: () => callApi(studentLearningEndpoints.home),
		staleTime: 0,
	});

/**
 * GET /api/me/certificates for the home's certificates card: its own request, so the home shows
 * while it loads and a failure there fails only the card. The key is the certificates feature's own,
 * so both screens share one answer and a revocation refreshes both.
 */
export const homeCertificatesQuery = () =>
	queryOptions({
		queryKey: ["certificates", "mine"],
		queryFn: () => callApi(certificateEndpoints.mine).then((body) => body.certificates),
	});

/** Same-origin download links (the API answers with a file name). */
export const certificateDownloads = (id: string) => ({
	pdf: endpointUrl(certificateEndpoints.pdf, { params: { id } }),
	badge: endpointUrl(certificateEndpoints.badge, { params: { id } }),
	credential: endpointUrl(certificateEndpoints.credential, { params: { id } }),
});

/**
 * GET /api/mentors/mine for the home's mentor card: its own request, under the mentor-profile
 * feature's key, so the card and the mentor's page share one answer.
 */
export const homeMentorQuery = () =>
	queryOptions({
		queryKey: ["mentor-profile", "my-mentor"],
		queryFn: () => callApi(mentorEndpoints.myMentor).then((body) => body.mentor),
	});
