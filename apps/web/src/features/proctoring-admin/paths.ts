// Where the proctoring screens live, in the examination admin's area. Kept free of imports so the
// router can read it without pulling the feature into the landing bundle.

export const PROCTORING_HOME = "/examination-admin/proctoring";
export const ACCOMMODATIONS_PATH = "/examination-admin/proctoring/accommodations";
export const EXAM_REVIEW_PATTERN = "/examination-admin/proctoring/exams/:examId";

export const examReviewPath = (examId: string) =>
	`/examination-admin/proctoring/exams/${encodeURIComponent(examId)}`;
