import type { Role } from "@unnati/contracts";

/**
 * The named demo logins the README lists. Every one is created by the demo seed, exactly as here;
 * the seed test checks each identifier and password against the database.
 */
export type DemoLogin = {
	role: Role;
	name: string;
	email: string;
	password: string;
	/** Where the account belongs: an institution code, "platform" or an organization. */
	home: "DIT" | "KCE" | "platform" | "TalentBridge";
	departmentCode?: "CSE" | "ECE" | "ME";
};

export const DEMO_PASSWORDS = {
	student: "Student@123",
	mentor: "Mentor@123",
	departmentHead: "Dept@1234",
} as const;

export const DEMO_LOGINS: DemoLogin[] = [
	{
		role: "ROLE_COLLEGE",
		name: "Anita Deshpande",
		email: "college@dit.example.org",
		password: "College@123",
		home: "DIT",
	},
	{
		role: "ROLE_PRINCIPAL",
		name: "Dr. Ramesh Iyengar",
		email: "principal@dit.example.org",
		password: "Principal@123",
		home: "DIT",
	},
	{
		role: "ROLE_ADMIN",
		name: "Unnati Platform Admin",
		email: "admin@unnati.example.org",
		password: "Admin@1234",
		home: "platform",
	},
	{
		role: "ROLE_EXAM_ADMIN",
		name: "Sunita Kulkarni",
		email: "examadmin@dit.example.org",
		password: "Exam@1234",
		home: "DIT",
	},
	{
		role: "ROLE_INSTRUCTOR",
		name: "Prakash Menon",
		email: "instructor@dit.example.org",
		password: "Instructor@123",
		home: "DIT",
	},
	{
		role: "ROLE_INSTRUCTOR_ADMIN",
		name: "Geetha Raman",
		email: "instructor.admin@dit.example.org",
		password: "InstructorAdmin@123",
		home: "DIT",
	},
	{
		role: "ROLE_CONNECTIN_ADMIN",
		name: "Farah Siddiqui",
		email: "connectin@dit.example.org",
		password: "ConnectIn@123",
		home: "DIT",
	},
	{
		role: "ROLE_QUESTION_BANK_ADMIN",
		name: "Venkatesh Murthy",
		email: "questionbank@dit.example.org",
		password: "QuestionBank@123",
		home: "DIT",
	},
	{
		role: "ROLE_CAREER_COUNSELOR",
		name: "Shalini Bose",
		email: "counselor@dit.example.org",
		password: "Counselor@123",
		home: "DIT",
	},
	{
		role: "ROLE_PAT",
		name: "Harish Gowda",
		email: "pat@dit.example.org",
		password: "Placement@123",
		home: "DIT",
	},
	{
		role: "ROLE_RECRUITER",
		name: "Kavitha Rao",
		email: "recruiter@talentbridge.example.com",
		password: "Recruiter@123",
		home: "TalentBridge",
	},
	{
		role: "ROLE_DEPARTMENT",
		name: "Dr. Meenakshi Sundaram",
		email: "hod.cse@dit.example.org",
		password: DEMO_PASSWORDS.departmentHead,
		home: "DIT",
		departmentCode: "CSE",
	},
	{
		role: "ROLE_DEPARTMENT",
		name: "Dr. Anil Kumar",
		email: "hod.ece@dit.example.org",
		password: DEMO_PASSWORDS.departmentHead,
		home: "DIT",
		departmentCode: "ECE",
	},
	{
		role: "ROLE_DEPARTMENT",
		name: "Dr. Rajesh Patil",
		email: "hod.me@dit.example.org",
		password: DEMO_PASSWORDS.departmentHead,
		home: "DIT",
		departmentCode: "ME",
	},
	{
		role: "ROLE_COLLEGE",
		name: "Mohan Shenoy",
		email: "college@kce.example.org",
		password: "College@123",
		home: "KCE",
	},
];
