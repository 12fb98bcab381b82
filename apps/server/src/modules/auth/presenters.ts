import { HOME_BY_ROLE, type LoginResponse, type MentorLoginResponse, type Session } from "@unnati/contracts";
import type { Account } from "../accounts";
import type { SignedIn } from "./login-service";

/** SPEC §7 login response. `username` is what the person signs in with: roll number for students, else email. */
export function toLoginResponse(
	{ account, collegeName, deptName, token, expiresAt }: SignedIn,
	enrolledCourses: string[],
): LoginResponse {
	return {
		name: account.name,
		role: account.role,
		id: account.id,
		collegeName,
		username: account.rollNo ?? account.email,
		deptName,
		section: account.section,
		currentYearOfStudying: account.currentYear,
		enrolledCourses,
		rollNo: account.rollNo,
		StudentProfileUrl: account.profilePicUrl,
		token,
		expiresAt: expiresAt.toISOString(),
		home: HOME_BY_ROLE[account.role],
	};
}

export function toMentorLoginResponse({
	account,
	collegeName,
	deptName,
	token,
	expiresAt,
}: SignedIn): MentorLoginResponse {
	return {
		factId: account.factId ?? "",
		name: account.name,
		deptName,
		collegeName,
		profilePic: account.profilePicUrl,
		token,
		expiresAt: expiresAt.toISOString(),
		home: HOME_BY_ROLE[account.role],
	};
}

export function toSession(
	account: Account,
	placement: { collegeName: string | null; deptName: string | null; organizationName: string | null },
	expiresAt: Date,
	enrolledCourses: string[],
): Session {
	return {
		userId: account.id,
		role: account.role,
		name: account.name,
		email: account.email,
		rollNo: account.rollNo,
		factId: account.factId,
		collegeName: placement.collegeName,
		deptName: placement.deptName,
		section: account.section,
		currentYear: account.currentYear,
		enrolledCourses,
		organizationName: placement.organizationName,
		status: account.status,
		trialEndsAt: account.trialEndsAt?.toISOString() ?? null,
		expiresAt: expiresAt.toISOString(),
		home: HOME_BY_ROLE[account.role],
	};
}
