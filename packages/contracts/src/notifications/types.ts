import { z } from "zod";
import { VIOLATION_LABELS, VIOLATION_TYPES } from "../proctoring/constants";

// Every kind of notification Unnati sends, in one registry: what its data carries (checked when a
// module calls notify), how it reads (title, body, the screen it opens) and whether it e-mails
// unless the person switched that off. The server renders the list and the e-mails from here; the
// web app reads the labels for its filter and preferences. Adding a type is one entry below
// (docs/notifications.md).

/** The rendered text of one notification: what the list, the bell and the e-mail show. */
export type RenderedNotification = {
	title: string;
	body: string;
	/** The app path it opens (a SPEC §2 route), or null when there is nothing to open. */
	link: string | null;
};

export type NotificationTypeDefinition<S extends z.ZodType = z.ZodType> = {
	/** Short name for the filter and the preferences ("Exam published"). */
	label: string;
	/** One line on the preferences screen: when this arrives. */
	description: string;
	/** The data a caller passes to notify(); stored with the notification and rendered on read. */
	data: S;
	/** E-mailed as well unless the person turned e-mail off for this type. In-app is always on by default. */
	emailByDefault: boolean;
	render(data: z.output<S>): RenderedNotification;
};

const defineType = <S extends z.ZodType>(definition: NotificationTypeDefinition<S>) => definition;

/** Dates in notifications are read by students in India: Indian Standard Time, spelled out. */
export function formatNotificationDate(iso: string): string {
	return new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "short",
		year: "numeric",
		hour: "numeric",
		minute: "2-digit",
		hour12: true,
	}).format(new Date(iso));
}

const id = z.string().min(1).max(64);
const title = z.string().min(1).max(200);
const isoDate = z.iso.datetime({ offset: true });

/** What both interview notices carry: the booking, whom it is for, and the other side's name. */
const bookingNoticeData = z.object({
	bookingId: id,
	title,
	startsAt: isoDate,
	/** "online: <link>" or "room: <room>". */
	place: z.string().min(1).max(600),
	recipient: z.enum(["student", "host"]),
	/** The host's name for the student; the student's name for the host. */
	otherName: z.string().min(1).max(200),
	/** Where the host keeps their slots (a mentor's or a placement officer's dashboard). */
	hostRole: z.enum(["mentor", "pat"]),
});

function bookingLink(d: z.output<typeof bookingNoticeData>): string {
	if (d.recipient === "student") return "/dashboard/next-interviews";
	return d.hostRole === "pat" ? "/pat-dashboard/interview-slots" : "/mentordashboard/interview-slots";
}

export const NOTIFICATION_TYPES = {
	exam_published: defineType({
		label: "Exam published",
		description: "An exam is published for you: its window and duration.",
		data: z.object({
			examId: id,
			examTitle: title,
			opensAt: isoDate,
			closesAt: isoDate,
			durationMinutes: z.number().int().min(1),
			proctored: z.boolean(),
		}),
		emailByDefault: true,
		render: (d) => ({
			title: `New exam: ${d.examTitle}`,
			body:
				`${d.examTitle} opens on ${formatNotificationDate(d.opensAt)} and closes on ` +
				`${formatNotificationDate(d.closesAt)} (IST). You have ${d.durationMinutes} minutes once you start` +
				(d.proctored ? "; it is proctored, so run the system check before the day." : "."),
			link: `/exam-instructions/${encodeURIComponent(d.examId)}`,
		}),
	}),
	exam_result_regraded: defineType({
		label: "Exam regraded",
		description: "An answer key of an exam you sat was corrected, and your marks changed.",
		// One message for everyone whose marks changed (a regrade may touch thousands at once): each
		// student's new score is on their result, one click from the exams dashboard.
		data: z.object({ examId: id, examTitle: title }),
		emailByDefault: true,
		render: (d) => ({
			title: `Your result for ${d.examTitle} was regraded`,
			body:
				"An answer key was corrected after the exam and every attempt was marked again; your marks changed. " +
				"Open the exam under Completed to see your new score.",
			link: "/exams-dashboard",
		}),
	}),
	exam_result_available: defineType({
		label: "Exam result",
		description: "Your result of an exam you sat is ready.",
		data: z.object({
			examId: id,
			attemptId: id,
			examTitle: title,
			percentage: z.number().min(0).max(100),
			passed: z.boolean(),
			/** Closed by the clock or the proctor rather than by the student. */
			autoSubmitted: z.boolean(),
		}),
		emailByDefault: true,
		render: (d) => ({
			title: `Your result for ${d.examTitle} is ready`,
			body:
				(d.autoSubmitted ? "Your attempt was submitted automatically. " : "") +
				`You scored ${Math.round(d.percentage * 100) / 100}% and ${d.passed ? "passed" : "did not reach the passing score"}. ` +
				"Open the result to see each section and question.",
			link: `/exam-results/${encodeURIComponent(d.attemptId)}`,
		}),
	}),
	proctoring_flag_confirmed: defineType({
		label: "Proctoring flag confirmed",
		description: "An examination admin reviewed a proctoring flag of your exam and confirmed it.",
		data: z.object({
			examId: id,
			examTitle: title,
			violationType: z.enum(VIOLATION_TYPES),
			at: isoDate,
		}),
		emailByDefault: true,
		render: (d) => ({
			title: `A proctoring flag was confirmed in ${d.examTitle}`,
			body:
				`The examination admin reviewed "${VIOLATION_LABELS[d.violationType]}" recorded on ` +
				`${formatNotificationDate(d.at)} (IST) and confirmed it. It counts against your attempt's ` +
				"credibility. If you think this is a mistake, write to your college's examination cell.",
			link: "/exams-dashboard/previous-exams",
		}),
	}),
	course_review_decided: defineType({
		label: "Course review decision",
		description: "The instructor admin approved a course edit you sent for review, or sent it back.",
		data: z.object({
			courseId: id,
			courseTitle: title,
			version: z.number().int().min(1),
			decision: z.enum(["approved", "sent_back"]),
			comment: z.string().max(2000),
		}),
		emailByDefault: true,
		render: (d) => ({
			title:
				d.decision === "approved"
					? `Version ${d.version} of ${d.courseTitle} is published`
					: `Version ${d.version} of ${d.courseTitle} was sent back`,
			body:
				(d.decision === "approved"
					? "The instructor admin approved your edit; students now see it."
					: "The instructor admin sent your edit back; students keep the published version.") +
				(d.comment ? ` Comment: ${d.comment}` : ""),
			link: `/instructordashboard/courses/${encodeURIComponent(d.courseId)}`,
		}),
	}),
	placement_drive_opened: defineType({
		label: "New placement drive",
		description: "A company's campus drive opened that you are eligible for.",
		data: z.object({
			driveId: id,
			jobTitle: title,
			companyName: title,
			slug: z.string(),
			applicationDeadline: isoDate,
		}),
		emailByDefault: true,
		render: (d) => ({
			title: `${d.companyName} is hiring: ${d.jobTitle}`,
			body: `You are eligible for this campus drive. Apply with your resume before ${formatNotificationDate(d.applicationDeadline)}.`,
			link: `/job-details-CT/${d.driveId}/${d.slug}`,
		}),
	}),
	placement_offer: defineType({
		label: "Placement offer",
		description:
			"A company made you an offer, or the tier policy changed one of your offers or applications.",
		data: z.object({
			companyName: title,
			role: title,
			ctcInr: z.number().int(),
			respondBy: isoDate,
		}),
		emailByDefault: true,
		render: (d) => ({
			title: `Offer from ${d.companyName}: ${d.role}`,
			body: `${d.companyName} offers you ${d.role} at ₹${d.ctcInr.toLocaleString("en-IN")} a year. Accept or decline before ${formatNotificationDate(d.respondBy)}.`,
			link: "/job-details",
		}),
	}),
	placement_application_status: defineType({
		label: "Placement application",
		description: "Your application to a placement drive was received, withdrawn or moved on.",
		data: z.object({
			driveId: id,
			jobTitle: title,
			companyName: title,
			slug: z.string(),
			status: z.enum(["applied", "shortlisted", "rejected", "selected", "waitlisted", "withdrawn"]),
		}),
		emailByDefault: true,
		render: (d) => ({
			title: {
				applied: `Applied: ${d.jobTitle} at ${d.companyName}`,
				withdrawn: `Withdrawn: ${d.jobTitle} at ${d.companyName}`,
				shortlisted: `Shortlisted by ${d.companyName}`,
				rejected: `Update from ${d.companyName}`,
				selected: `Selected by ${d.companyName}!`,
				waitlisted: `Waitlisted by ${d.companyName}`,
			}[d.status],
			body: {
				applied:
					"Your application was received. The placement office will tell you when the company shortlists.",
				withdrawn: "You withdrew your application. You may apply again until the deadline.",
				shortlisted: `You are shortlisted for ${d.jobTitle}. Watch for the round schedule from the placement office.`,
				rejected: `You were not selected for ${d.jobTitle} this time. Other drives are open on the jobs board.`,
				selected: `Congratulations: ${d.companyName} selected you for ${d.jobTitle}. The placement office will share the offer.`,
				waitlisted: `You are on the waitlist for ${d.jobTitle}: if a selected student declines, the place is offered to the next on the list.`,
			}[d.status],
			link: `/job-details-CT/${d.driveId}/${d.slug}`,
		}),
	}),
	placement_round: defineType({
		label: "Placement round",
		description: "You cleared a round of a placement drive, or your interview or discussion slot was set.",
		data: z.object({
			driveId: id,
			jobTitle: title,
			companyName: title,
			slug: z.string(),
			/** `passed`: the student cleared `roundName` and moves to `nextRoundName`; `scheduled`: their slot in `roundName`. */
			event: z.enum(["passed", "scheduled"]),
			roundName: title,
			nextRoundName: title.nullable(),
			/** The slot (of the next round when passed), when one is set. */
			at: isoDate.nullable(),
			venue: z.string().max(300).nullable(),
		}),
		emailByDefault: true,
		render: (d) => {
			const slot = d.at ? ` on ${formatNotificationDate(d.at)}${d.venue ? ` at ${d.venue}` : ""}` : "";
			return d.event === "passed"
				? {
						title: `You cleared ${d.roundName}: ${d.companyName}`,
						body: `You move on to ${d.nextRoundName ?? "the next round"} of ${d.jobTitle}${slot}.${
							d.at ? "" : " The placement office will share the schedule."
						}`,
						link: `/job-details-CT/${d.driveId}/${d.slug}`,
					}
				: {
						title: `${d.roundName} scheduled: ${d.companyName}`,
						body: `Your ${d.roundName} for ${d.jobTitle} is${slot || " scheduled"}. The job page has the details.`,
						link: `/job-details-CT/${d.driveId}/${d.slug}`,
					};
		},
	}),
	course_published: defineType({
		label: "New course",
		description: "A new course is published to your college's learning catalogue.",
		data: z.object({
			courseId: id,
			courseTitle: title,
			summary: z.string().max(300),
		}),
		emailByDefault: false,
		render: (d) => ({
			title: `New course: ${d.courseTitle}`,
			body: `${d.summary ? `${d.summary} ` : ""}Open it to see the outline and enrol.`,
			link: `/dashboard/learning-path/${encodeURIComponent(d.courseId)}`,
		}),
	}),
	certificate_issued: defineType({
		label: "Certificate issued",
		description:
			"You earned a certificate: a course's lessons and final test, a whole journey, or an exam you passed.",
		data: z.object({
			certificateId: id,
			kind: z.enum(["course", "journey", "exam"]),
			subjectTitle: title,
		}),
		emailByDefault: true,
		render: (d) => ({
			title: `Certificate earned: ${d.subjectTitle}`,
			body:
				(d.kind === "course"
					? `You completed every lesson of ${d.subjectTitle} and passed its final test. `
					: d.kind === "exam"
						? `You passed ${d.subjectTitle}. `
						: `You earned the certificate of every course of the ${d.subjectTitle} journey. `) +
				"Download the PDF, share its verification link with recruiters, or add the badge to your profile.",
			link: "/dashboard/certificates",
		}),
	}),
	interview_booking: defineType({
		label: "Interview booking",
		description: "An interview with a person was booked, cancelled or moved (yours, or one you host).",
		data: bookingNoticeData.extend({
			change: z.enum(["booked", "cancelled", "rescheduled", "slot_cancelled"]),
			/** The reason given for a cancellation or a move ("" for a booking). */
			reason: z.string().max(2000).default(""),
			/** Where a rescheduled booking moved to. */
			movedTo: isoDate.optional(),
		}),
		emailByDefault: true,
		render: (d) => {
			const when = `${formatNotificationDate(d.startsAt)} IST`;
			const because = d.reason ? ` Reason: ${d.reason}` : "";
			const byStudent = d.recipient === "host";
			const texts = {
				booked: {
					title: `Booked: ${d.title}, ${when}`,
					body: byStudent
						? `${d.otherName} booked "${d.title}" with you on ${when} (${d.place}).`
						: `You booked "${d.title}" with ${d.otherName} on ${when} (${d.place}). Download it to your calendar or cancel it from Next interviews.`,
				},
				cancelled: {
					title: `Cancelled: ${d.title}, ${when}`,
					body: `${d.otherName} cancelled the booking of "${d.title}" on ${when}.${because}`,
				},
				rescheduled: {
					title: `Rescheduled: ${d.title}`,
					body: `${d.otherName} moved their booking from ${when} to ${d.movedTo ? `${formatNotificationDate(d.movedTo)} IST` : "another slot"}.${because}`,
				},
				slot_cancelled: {
					title: `Cancelled by the interviewer: ${d.title}, ${when}`,
					body: `${d.otherName} cancelled "${d.title}" on ${when}.${because} Please book another slot.`,
				},
			} as const;
			return { ...texts[d.change], link: bookingLink(d) };
		},
	}),
	interview_reminder: defineType({
		label: "Interview reminder",
		description: "A day and an hour before an interview you booked or host.",
		data: bookingNoticeData.extend({ lead: z.enum(["day", "hour"]) }),
		emailByDefault: true,
		render: (d) => {
			const when = `${formatNotificationDate(d.startsAt)} IST`;
			return {
				title: `${d.lead === "hour" ? "In an hour" : "Tomorrow"}: ${d.title}, ${when}`,
				body:
					`"${d.title}" with ${d.otherName} is on ${when} (${d.place}).` +
					(d.recipient === "student"
						? " If you cannot attend, cancel it with a reason so another student can take the seat."
						: ""),
				link: bookingLink(d),
			};
		},
	}),
	counselling_referral: defineType({
		label: "Counselling referral",
		description:
			"For career counselors: a mentor referred a student to you, or a student asked to talk to you.",
		data: z.object({
			caseId: id,
			studentName: title,
			rollNo: z.string().max(64),
			source: z.enum(["mentor", "self"]),
			/** The referring mentor's name; "" for a self-referral. */
			referrerName: z.string().max(200).default(""),
		}),
		emailByDefault: true,
		render: (d) => ({
			title: `New referral: ${d.studentName}${d.rollNo ? ` (${d.rollNo})` : ""}`,
			body:
				d.source === "mentor"
					? `${d.referrerName || "Their mentor"} referred ${d.studentName} to the career counselors. Take the case to start.`
					: `${d.studentName} asked to talk to a career counselor. Take the case to start.`,
			link: `/career-counselor-dashboard/cases/${encodeURIComponent(d.caseId)}`,
		}),
	}),
	counselling_case_taken: defineType({
		label: "Career counselling",
		description: "A career counselor took up your counselling case.",
		data: z.object({ caseId: id, counselorName: title }),
		emailByDefault: true,
		render: (d) => ({
			title: `${d.counselorName} is your career counselor`,
			body: `${d.counselorName} took up your counselling case and will reach you to fix a time to meet. Their recommendations will appear on your Career counselling page.`,
			link: "/dashboard/career-counselling",
		}),
	}),
	mentor_assigned: defineType({
		label: "Your mentor",
		description: "Your department mapped you to a faculty mentor, or to a new one.",
		data: z.object({ mentorId: id, mentorName: title }),
		emailByDefault: true,
		render: (d) => ({
			title: `${d.mentorName} is your faculty mentor`,
			body: `Your department has mapped you to ${d.mentorName}. Their page has their office hours; book a mentoring hour there to meet them.`,
			link: `/mentor/profile/${encodeURIComponent(d.mentorId)}`,
		}),
	}),
} as const satisfies Record<string, NotificationTypeDefinition>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as [
	NotificationType,
	...NotificationType[],
];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPE_NAMES);

/** What a module passes to notify() for a type. */
export type NotificationData<T extends NotificationType> = z.input<(typeof NOTIFICATION_TYPES)[T]["data"]>;

export const isNotificationType = (value: string): value is NotificationType =>
	Object.hasOwn(NOTIFICATION_TYPES, value);

/**
 * The text of a stored notification. Rendered when read, so a reworded type reads the new way; data
 * that no longer fits its type (an old row after a change) still shows, under the type's label.
 */
export function renderNotification(type: string, data: unknown): RenderedNotification {
	if (!isNotificationType(type)) return { title: "Notification", body: "", link: null };
	const definition = NOTIFICATION_TYPES[type] as NotificationTypeDefinition;
	const parsed = definition.data.safeParse(data);
	if (!parsed.success) return { title: definition.label, body: "", link: null };
	return definition.render(parsed.data);
}
