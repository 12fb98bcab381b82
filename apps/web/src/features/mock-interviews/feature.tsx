import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	hub: () => import("./routes/mock-interviews-screen"),
	start: () => import("./routes/new-interview-screen"),
	room: () => import("./routes/interview-screen"),
	feedback: () => import("./routes/feedback-screen"),
	book: () => import("./routes/scheduled-interview-screen"),
	next: () => import("./routes/next-interviews-screen"),
	mine: () => import("./routes/my-interviews-screen"),
	slots: () => import("./routes/interview-slots-screen"),
};

const slotsScreen = lazyScreen(screens.slots, "InterviewSlotsScreen");

/** Mock interviews (SPEC §1, §2; issue 17): practice with offline feedback, and interviews with people. */
export const mockInterviewsFeature = defineFeature({
	routes: {
		ROLE_STUDENT: [
			{ path: paths.mockInterviews, element: lazyScreen(screens.hub, "MockInterviewsScreen") },
			{ path: paths.newInterview, element: lazyScreen(screens.start, "NewInterviewScreen") },
			{ path: paths.interviewRoom, element: lazyScreen(screens.room, "InterviewScreen") },
			{ path: paths.interviewFeedback.pattern, element: lazyScreen(screens.feedback, "FeedbackScreen") },
			{ path: paths.scheduledInterview, element: lazyScreen(screens.book, "ScheduledInterviewScreen") },
			{ path: paths.nextInterviews, element: lazyScreen(screens.next, "NextInterviewsScreen") },
			{ path: paths.myInterviews, element: lazyScreen(screens.mine, "MyInterviewsScreen") },
		],
		ROLE_MENTOR: [{ path: paths.mentorInterviewSlots, element: slotsScreen }],
		ROLE_PAT: [{ path: paths.patInterviewSlots, element: slotsScreen }],
	},
	nav: {
		ROLE_STUDENT: [
			{ label: "Mock interviews", to: paths.mockInterviews, end: true },
			{ label: "Next interviews", to: paths.nextInterviews },
			{ label: "My interviews", to: paths.myInterviews },
		],
		ROLE_MENTOR: [{ label: "Interview slots", to: paths.mentorInterviewSlots }],
		ROLE_PAT: [{ label: "Interview slots", to: paths.patInterviewSlots }],
	},
});
