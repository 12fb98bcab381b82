import type { LoginType, Role } from "@unnati/contracts";

/** One choice of the account-type selector: what it sends and how it labels the identifier. */
export interface AccountType {
	/** A login type of POST /api/auth/login, or "mentor" for POST /api/mentors/login. */
	loginType: LoginType | "mentor";
	label: string;
	identifierLabel: string;
	/** The role this choice signs in, to preselect it from a `?next=` path under its home. */
	role: Role;
}

export interface LoginScreenConfig {
	title: string;
	description: string;
	accountTypes: readonly [AccountType, ...AccountType[]];
}

/** /login (SPEC §2): the four account types of SPEC §6. Students may use their roll number or email. */
export const mainLogin: LoginScreenConfig = {
	title: "Login",
	description: "Sign in to Unnati to continue.",
	accountTypes: [
		{ loginType: "student", label: "Student", identifierLabel: "Roll number or email", role: "ROLE_STUDENT" },
		{ loginType: "college", label: "College Administrator", identifierLabel: "Email", role: "ROLE_COLLEGE" },
		{ loginType: "department", label: "Department Head", identifierLabel: "Email", role: "ROLE_DEPARTMENT" },
		{ loginType: "mentor", label: "Faculty Mentor", identifierLabel: "Fact ID", role: "ROLE_MENTOR" },
	],
};

function staffLogin(title: string, description: string, loginType: LoginType, role: Role): LoginScreenConfig {
	return { title, description, accountTypes: [{ loginType, label: title, identifierLabel: "Email", role }] };
}

/** The role logins of SPEC §2, one screen each; /instructor-login serves instructors and instructor admins. */
export const roleLogins = {
	principal: staffLogin(
		"Principal Login",
		"For principals: your college at a glance.",
		"principal",
		"ROLE_PRINCIPAL",
	),
	admin: staffLogin("Admin Login", "For Unnati's platform administrators.", "admin", "ROLE_ADMIN"),
	examAdmin: staffLogin(
		"Examination Admin Login",
		"For the staff who plan and run exams.",
		"exam_admin",
		"ROLE_EXAM_ADMIN",
	),
	instructor: {
		title: "Instructor Login",
		description: "For instructors and instructor administrators.",
		accountTypes: [
			{ loginType: "instructor", label: "Instructor", identifierLabel: "Email", role: "ROLE_INSTRUCTOR" },
			{
				loginType: "instructor_admin",
				label: "Instructor Admin",
				identifierLabel: "Email",
				role: "ROLE_INSTRUCTOR_ADMIN",
			},
		],
	},
	connectIn: staffLogin(
		"Connect In Admin Login",
		"For the staff who host events on Connect In.",
		"connectin_admin",
		"ROLE_CONNECTIN_ADMIN",
	),
	questionBank: staffLogin(
		"Question Bank Admin Login",
		"For the staff who keep the question bank.",
		"question_bank_admin",
		"ROLE_QUESTION_BANK_ADMIN",
	),
	careerCounselor: staffLogin(
		"Career Counselor Login",
		"For career counselors guiding students.",
		"career_counselor",
		"ROLE_CAREER_COUNSELOR",
	),
	pat: staffLogin(
		"Placement Training (PAT) Login",
		"For training and placement officers.",
		"pat",
		"ROLE_PAT",
	),
	recruiter: staffLogin(
		"Recruiter Login",
		"For hiring organizations recruiting on Unnati.",
		"recruiter",
		"ROLE_RECRUITER",
	),
} satisfies Record<string, LoginScreenConfig>;
