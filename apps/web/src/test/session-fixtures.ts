import type { LoginResponse, Session } from "@unnati/contracts";

/** A signed-in student of the demo college, with any field overridden. */
export function makeSession(overrides: Partial<Session> = {}): Session {
	return {
		userId: "u-1",
		role: "ROLE_STUDENT",
		name: "Priya Nair",
		email: "22cse001@students.dit.example.org",
		rollNo: "22CSE001",
		factId: null,
		collegeName: "Demo Institute of Technology",
		deptName: "Computer Science and Engineering",
		section: "A",
		currentYear: 3,
		enrolledCourses: [],
		organizationName: null,
		status: "active",
		trialEndsAt: null,
		expiresAt: "2030-01-01T00:00:00.000Z",
		home: "/dashboard",
		...overrides,
	};
}

export function makeLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
	return {
		name: "Priya Nair",
		role: "ROLE_STUDENT",
		id: "u-1",
		collegeName: "Demo Institute of Technology",
		username: "22CSE001",
		deptName: "Computer Science and Engineering",
		section: "A",
		currentYearOfStudying: 3,
		enrolledCourses: [],
		rollNo: "22CSE001",
		StudentProfileUrl: null,
		token: "not-a-real-token",
		expiresAt: "2030-01-01T00:00:00.000Z",
		home: "/dashboard",
		...overrides,
	};
}
