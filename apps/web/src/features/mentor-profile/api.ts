import { queryOptions } from "@tanstack/react-query";
import { type MentorProfileInput, mentorEndpoints } from "@unnati/contracts/mentors";
import { schedulingEndpoints } from "@unnati/contracts/scheduling";
import { callApi } from "../../lib/api-client";

export const mentorProfileKeys = {
	mine: ["mentor-profile", "mine"] as const,
	public: (id: string) => ["mentor-profile", "public", id] as const,
	myMentor: ["mentor-profile", "my-mentor"] as const,
	hours: (id: string) => ["mentor-profile", "hours", id] as const,
};

/** GET /api/mentor/profile: the signed-in mentor's profile, as /mentor-settings edits it. */
export const myMentorProfileQuery = () =>
	queryOptions({ queryKey: mentorProfileKeys.mine, queryFn: () => callApi(mentorEndpoints.myProfile) });

/** GET /api/mentors/{id}/profile: what anyone reads. */
export const mentorProfileQuery = (id: string) =>
	queryOptions({
		queryKey: mentorProfileKeys.public(id),
		queryFn: () => callApi(mentorEndpoints.profile, { params: { id } }),
	});

/** GET /api/mentors/mine: the signed-in student's mentor, or null. */
export const myMentorQuery = () =>
	queryOptions({ queryKey: mentorProfileKeys.myMentor, queryFn: () => callApi(mentorEndpoints.myMentor) });

/** The mentor's open mentoring hours in the coming month, for a signed-in student of their college. */
export const mentoringHoursQuery = (mentorId: string) =>
	queryOptions({
		queryKey: mentorProfileKeys.hours(mentorId),
		queryFn: () =>
			callApi(schedulingEndpoints.listSlots, { query: { purpose: "mentor_appointment", hostId: mentorId } }),
	});

export const saveMentorProfile = (body: MentorProfileInput) => callApi(mentorEndpoints.saveProfile, { body });

export const bookMentoringHour = (slotId: string, note: string) =>
	callApi(schedulingEndpoints.book, { params: { slotId }, body: { note } });
