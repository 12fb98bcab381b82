import { queryOptions } from "@tanstack/react-query";
import { type GrowthQuery, insightEndpoints, type TestCalendarQuery } from "@unnati/contracts/insights";
import { type MeetingInput, mentorEndpoints } from "@unnati/contracts/mentors";
import { schedulingEndpoints } from "@unnati/contracts/scheduling";
import { callApi, endpointUrl } from "../../lib/api-client";

/** GET /api/insights/college: the signed-in college administrator's or principal's college. */
export const collegeInsightsQuery = () =>
	queryOptions({
		queryKey: ["insights", "college"],
		queryFn: ({ signal }) => callApi(insightEndpoints.college, { signal }),
	});

/** GET /api/insights/department: the department head's own department. */
export const departmentInsightsQuery = () =>
	queryOptions({
		queryKey: ["insights", "department"],
		queryFn: ({ signal }) => callApi(insightEndpoints.department, { query: {}, signal }),
	});

/** GET /api/insights/growth: growth across a term's exams of the group the filters name. */
export const growthQuery = (filters: GrowthQuery) =>
	queryOptions({
		queryKey: ["insights", "growth", filters],
		queryFn: ({ signal }) => callApi(insightEndpoints.growth, { query: filters, signal }),
	});

/** GET /api/insights/test-calendar: the exams opening in a span of India days, with their clashes. */
export const testCalendarQuery = (query: TestCalendarQuery) =>
	queryOptions({
		queryKey: ["insights", "test-calendar", query],
		queryFn: ({ signal }) => callApi(insightEndpoints.testCalendar, { query, signal }),
	});

/** Where the monthly report PDF downloads from: a plain link, so the browser saves it with the session cookie. */
export const monthlyReportUrl = (month: string) =>
	endpointUrl(insightEndpoints.monthlyReport, { query: { month } });

export const mentorKeys = {
	mentees: ["mentor", "mentees"] as const,
	mentee: (id: string) => ["mentor", "mentees", id] as const,
	meetings: ["mentor", "meetings"] as const,
};

/** GET /api/mentor/mentees: the signed-in mentor's mentees at a glance. */
export const menteesQuery = () =>
	queryOptions({
		queryKey: mentorKeys.mentees,
		queryFn: ({ signal }) => callApi(mentorEndpoints.mentees, { signal }),
	});

export const menteeQuery = (studentId: string) =>
	queryOptions({
		queryKey: mentorKeys.mentee(studentId),
		queryFn: ({ signal }) => callApi(mentorEndpoints.mentee, { params: { studentId }, signal }),
	});

export const meetingsQuery = () =>
	queryOptions({
		queryKey: mentorKeys.meetings,
		queryFn: ({ signal }) => callApi(mentorEndpoints.meetings, { signal }),
	});

export const addNote = (studentId: string, body: string) =>
	callApi(mentorEndpoints.addNote, { params: { studentId }, body: { body } });

export const logMeeting = (studentId: string, body: MeetingInput) =>
	callApi(mentorEndpoints.logMeeting, { params: { studentId }, body });

/** The mentor's own slots from a week ago to a month ahead, with who booked each (GET /api/scheduling/hosted). */
export const hostedSlotsQuery = () =>
	queryOptions({
		queryKey: ["scheduling", "hosted"],
		queryFn: () => callApi(schedulingEndpoints.hosted, { query: {} }),
	});
