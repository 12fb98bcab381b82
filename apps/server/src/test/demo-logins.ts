// The demo seed's reserved logins, for the few tests that check the demo itself. Every other test
// makes the people it needs with ./factories and never signs in as these.

export const EXAM_ADMIN = {
	loginType: "exam_admin",
	username: "examadmin@dit.example.org",
	password: "Exam@1234",
} as const;
export const studentLogin = (rollNo: string) =>
	({ loginType: "student", username: rollNo, password: "Student@123" }) as const;

/** The demo college's leadership, who read its results (analytics' college view). */
export const DIT_COLLEGE_ADMIN = {
	loginType: "college",
	username: "college@dit.example.org",
	password: "College@123",
} as const;
export const DIT_PRINCIPAL = {
	loginType: "principal",
	username: "principal@dit.example.org",
	password: "Principal@123",
} as const;
export const KCE_COLLEGE_ADMIN = {
	loginType: "college",
	username: "college@kce.example.org",
	password: "College@123",
} as const;
