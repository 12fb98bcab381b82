// Where the authoring screens live. Kept free of imports so the router can read it without pulling
// the feature into the landing bundle.

/** The question-bank admin's area: its home (SPEC §2) is the list of banks. */
export const QUESTION_BANK_HOME = "/question-bank";
/** The exam admin's area: its home lists the exams; `/examination-admin` itself is its login (SPEC §2). */
export const EXAM_ADMIN_HOME = "/examination-admin/dashboard";
export const EXAM_ADMIN_BANKS = "/examination-admin/question-banks";
export const NEW_EXAM_PATH = "/examination-admin/exams/new";

export const examEditPath = (examId: string) => `/examination-admin/exams/${encodeURIComponent(examId)}`;
/** SPEC §2: the exam's analytics (features/exam-analytics). */
export const examAnalyticsPath = (examId: string) =>
	`/examination-admin/exam-analytics/${encodeURIComponent(examId)}`;
export const bankPath = (banksBase: string, bankId: string) => `${banksBase}/${encodeURIComponent(bankId)}`;
