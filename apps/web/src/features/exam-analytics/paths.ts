// Where the analytics screens live. Free of imports, so the router can read it without pulling the
// feature into the landing bundle.

/** SPEC §2: the examination admin's analytics of one exam. */
export const EXAM_ANALYTICS_PATH = "/examination-admin/exam-analytics/:examId";
/** SPEC §2: the college's view of one exam, by its title. */
export const COLLEGE_EXAM_PATH = "/collegedashboard/:examTitle";

export const collegeExamPath = (title: string) => `/collegedashboard/${encodeURIComponent(title)}`;

/** The proctoring review screen (features/proctoring-admin), at one attempt when given. */
export const proctoringReviewPath = (examId: string, attemptId?: string) =>
	`/examination-admin/proctoring/exams/${encodeURIComponent(examId)}${
		attemptId ? `?attempt=${encodeURIComponent(attemptId)}` : ""
	}`;
