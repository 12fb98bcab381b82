import {
	type Applicant,
	type Application,
	type ApplicationStatus,
	type DriveSummary,
	type Exclusion,
	exclusionsOf,
	type Job,
	type JobDetail,
	jobSlug,
} from "@unnati/contracts/placements";
import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds, userById } from "../accounts";
import { departmentsOf } from "../institutions";
import { organizationsByIds } from "../organizations";
import { resumesOfStudents } from "../resumes";
import { toCsv } from "./csv";
import { policyGate } from "./offers";
import { applicationsPolicy } from "./policy";
import {
	DRIVE_NOT_FOUND,
	driveForOfficer,
	isUuid,
	type PlacementDeps,
	type PopulationStudent,
	studentOf,
	summariesOf,
} from "./service";
import { placementApplications, placementDrives, studentAcademicRecords } from "./tables";

type DriveRow = typeof placementDrives.$inferSelect;
type ApplicationRow = typeof placementApplications.$inferSelect;

function studentCollege(principal: Principal): string {
	if (!principal.institutionId)
		throw new AppError(
			"PLACEMENT_OUT_OF_SCOPE",
			"Placement drives are run by colleges: you do not belong to one.",
		);
	return principal.institutionId;
}

/** The drive as the student may see it: only their own college's; another's is a 404 like an unknown id. */
async function driveForStudent(db: Db, principal: Principal, driveId: string): Promise<DriveRow> {
	const institutionId = studentCollege(principal);
	if (!isUuid(driveId)) throw new AppError("NOT_FOUND", DRIVE_NOT_FOUND);
	const [row] = await db
		.select()
		.from(placementDrives)
		.where(and(eq(placementDrives.id, driveId), eq(placementDrives.institutionId, institutionId)));
	if (!row) throw new AppError("NOT_FOUND", "No such job on your college's board.");
	return row;
}

function jobOf(
	summary: DriveSummary,
	student: PopulationStudent,
	application: ApplicationRow | undefined,
	/** Why the college's tier policy closes the drive to this student (an accepted offer), or null. */
	policyReason: string | null,
): Job {
	const exclusions: Exclusion[] = [
		...exclusionsOf(summary.rules, student),
		...(policyReason ? [{ rule: "tierPolicy" as const, message: policyReason }] : []),
	];
	return {
		...summary,
		eligible: exclusions.length === 0,
		exclusions,
		application: application
			? { id: application.id, status: application.status, resumeTitle: application.resumeTitle }
			: null,
	};
}

async function applicationsOf(db: Db, studentId: string, driveIds: string[]) {
	if (driveIds.length === 0) return new Map<string, ApplicationRow>();
	const rows = await db
		.select()
		.from(placementApplications)
		.where(
			and(eq(placementApplications.studentId, studentId), inArray(placementApplications.driveId, driveIds)),
		);
	return new Map(rows.map((r) => [r.driveId, r]));
}

/** The jobs board: open drives of the student's college, and closed ones the student applied to. */
export async function listJobs(db: Db, principal: Principal, now: Date): Promise<Job[]> {
	const institutionId = studentCollege(principal);
	const mine = db
		.select({ driveId: placementApplications.driveId })
		.from(placementApplications)
		.where(eq(placementApplications.studentId, principal.userId));
	const rows = await db
		.select()
		.from(placementDrives)
		.where(
			and(
				eq(placementDrives.institutionId, institutionId),
				or(gt(placementDrives.applicationDeadline, now), inArray(placementDrives.id, mine)),
			),
		)
		.orderBy(asc(placementDrives.applicationDeadline));
	const [summaries, student, applications, gate] = await Promise.all([
		summariesOf(db, rows, now),
		studentOf(db, principal.userId, institutionId),
		applicationsOf(
			db,
			principal.userId,
			rows.map((r) => r.id),
		),
		policyGate(db, principal.userId, institutionId),
	]);
	const jobs = rows.map((row) =>
		jobOf(summaries.get(row.id) as DriveSummary, student, applications.get(row.id), gate(row)),
	);
	// Open and eligible first, then the rest (greyed out on the board), each by deadline.
	return [...jobs.filter((j) => j.open && j.eligible), ...jobs.filter((j) => !(j.open && j.eligible))];
}

export async function jobDetail(
	db: Db,
	principal: Principal,
	driveId: string,
	now: Date,
): Promise<JobDetail> {
	const row = await driveForStudent(db, principal, driveId);
	const [summaries, student, applications, [resumes], gate] = await Promise.all([
		summariesOf(db, [row], now),
		studentOf(db, principal.userId, row.institutionId),
		applicationsOf(db, principal.userId, [row.id]),
		resumesOfStudents(db, [principal.userId]),
		policyGate(db, principal.userId, row.institutionId),
	]);
	return {
		...jobOf(summaries.get(row.id) as DriveSummary, student, applications.get(row.id), gate(row)),
		description: row.description,
		resumes: (resumes?.resumes ?? []).map((r) => ({ id: r.id, title: r.title })),
	};
}

function applicationOf(row: ApplicationRow, drive: DriveRow, companyName: string): Application {
	return {
		id: row.id,
		driveId: drive.id,
		driveTitle: drive.title,
		companyName,
		resumeId: row.resumeId,
		resumeTitle: row.resumeTitle,
		status: row.status,
		appliedAt: row.appliedAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

async function companyNameOf(db: Db, drive: DriveRow) {
	return (await organizationsByIds(db, [drive.organizationId])).get(drive.organizationId)?.name ?? "";
}

async function tellStudent(
	deps: PlacementDeps,
	studentId: string,
	drive: DriveRow,
	company: string,
	status: ApplicationStatus,
) {
	await deps.notify([studentId], "placement_application_status", {
		driveId: drive.id,
		jobTitle: drive.title,
		companyName: company || "The company",
		slug: jobSlug(drive.title),
		status,
	});
}

const closedMessage = (drive: DriveRow) =>
	`Applications for ${drive.title} closed on ${drive.applicationDeadline.toLocaleString("en-IN", {
		timeZone: "Asia/Kolkata",
		dateStyle: "medium",
		timeStyle: "short",
	})} IST.`;

/** Applies with one of the student's resumes: before the deadline, eligible, once (again after withdrawing). */
export async function apply(
	deps: PlacementDeps,
	principal: Principal,
	driveId: string,
	resumeId: string,
	now: Date,
): Promise<Application> {
	const { db } = deps;
	const drive = await driveForStudent(db, principal, driveId);
	if (drive.applicationDeadline.getTime() <= now.getTime())
		throw new AppError("APPLICATIONS_CLOSED", closedMessage(drive));
	const [student, gate] = await Promise.all([
		studentOf(db, principal.userId, drive.institutionId),
		policyGate(db, principal.userId, drive.institutionId),
	]);
	const policyReason = gate(drive);
	const exclusions: Exclusion[] = [
		...exclusionsOf(drive.rules, student),
		...(policyReason ? [{ rule: "tierPolicy" as const, message: policyReason }] : []),
	];
	if (exclusions.length > 0)
		throw new AppError(
			"NOT_ELIGIBLE_FOR_DRIVE",
			`You are not eligible for this drive: ${exclusions.map((e) => e.message).join(" ")}`,
			exclusions.map((e) => ({ path: `rules.${e.rule}`, message: e.message })),
		);
	const [mine] = await resumesOfStudents(db, [principal.userId]);
	const resume = mine?.resumes.find((r) => r.id === resumeId);
	if (!resume)
		throw new AppError("VALIDATION_FAILED", "Choose one of your own resumes.", [
			{ path: "resumeId", message: "Choose one of your own resumes." },
		]);
	const [existing] = await db
		.select()
		.from(placementApplications)
		.where(
			and(eq(placementApplications.driveId, drive.id), eq(placementApplications.studentId, principal.userId)),
		);
	if (existing && existing.status !== "withdrawn")
		throw new AppError("CONFLICT", "You have already applied to this drive.");
	const values = {
		resumeId: resume.id,
		resumeTitle: resume.title,
		status: "applied" as const,
		appliedAt: now,
		updatedAt: now,
	};
	const [row] = existing
		? await db
				.update(placementApplications)
				.set(values)
				.where(and(eq(placementApplications.id, existing.id), eq(placementApplications.status, "withdrawn")))
				.returning()
		: await db
				.insert(placementApplications)
				.values({ driveId: drive.id, studentId: principal.userId, ...values })
				.onConflictDoNothing()
				.returning();
	if (!row) throw new AppError("CONFLICT", "You have already applied to this drive.");
	const company = await companyNameOf(db, drive);
	await tellStudent(deps, principal.userId, drive, company, "applied");
	return applicationOf(row, drive, company);
}

/** Withdraws the student's live application before the deadline (a shortlisted one too). */
export async function withdraw(
	deps: PlacementDeps,
	principal: Principal,
	driveId: string,
	now: Date,
): Promise<Application> {
	const { db } = deps;
	const drive = await driveForStudent(db, principal, driveId);
	const [existing] = await db
		.select()
		.from(placementApplications)
		.where(
			and(eq(placementApplications.driveId, drive.id), eq(placementApplications.studentId, principal.userId)),
		);
	if (!existing || existing.status === "withdrawn")
		throw new AppError("NOT_FOUND", "You have no application to this drive to withdraw.");
	if (drive.applicationDeadline.getTime() <= now.getTime())
		throw new AppError(
			"APPLICATIONS_CLOSED",
			`${closedMessage(drive)} Ask the placement office to take you off the list.`,
		);
	if (existing.status === "selected" || existing.status === "rejected")
		throw new AppError("CONFLICT", "The company has already decided on this application.");
	const [row] = await db
		.update(placementApplications)
		.set({ status: "withdrawn", updatedAt: now })
		.where(and(eq(placementApplications.id, existing.id), eq(placementApplications.status, existing.status)))
		.returning();
	if (!row) throw new AppError("CONFLICT", "Your application changed meanwhile: reload and try again.");
	const company = await companyNameOf(db, drive);
	await tellStudent(deps, principal.userId, drive, company, "withdrawn");
	return applicationOf(row, drive, company);
}

/** The officer moves an application on; the student is told. A withdrawn one stays withdrawn. */
export async function setStatus(
	deps: PlacementDeps,
	principal: Principal,
	applicationId: string,
	status: Exclude<ApplicationStatus, "withdrawn">,
	now: Date,
): Promise<Application> {
	const { db } = deps;
	if (!isUuid(applicationId)) throw new AppError("NOT_FOUND", "No such application.");
	const [existing] = await db
		.select()
		.from(placementApplications)
		.where(eq(placementApplications.id, applicationId));
	if (!existing) throw new AppError("NOT_FOUND", "No such application.");
	const drive = await driveForOfficer(db, principal, existing.driveId);
	if (existing.status === "withdrawn")
		throw new AppError("CONFLICT", "The student withdrew this application.");
	// A newly waitlisted applicant joins the end of the drive's waitlist; leaving it clears the place.
	const waitlistRank =
		status !== "waitlisted"
			? null
			: existing.status === "waitlisted"
				? existing.waitlistRank
				: sql<number>`(select coalesce(max(${placementApplications.waitlistRank}), 0) + 1 from ${placementApplications} where ${placementApplications.driveId} = ${existing.driveId})`;
	const [row] = await db
		.update(placementApplications)
		.set({ status, waitlistRank, updatedAt: now })
		.where(and(eq(placementApplications.id, existing.id), eq(placementApplications.status, existing.status)))
		.returning();
	if (!row) throw new AppError("CONFLICT", "The application changed meanwhile: reload and try again.");
	const company = await companyNameOf(db, drive);
	if (status !== existing.status) await tellStudent(deps, existing.studentId, drive, company, status);
	return applicationOf(row, drive, company);
}

/** A student's applications, for the student or their college's officer; 403 for anyone else. */
export async function studentApplications(
	db: Db,
	principal: Principal,
	studentId: string,
): Promise<Application[]> {
	const student = isUuid(studentId) ? await userById(db, studentId) : null;
	if (student?.role !== "ROLE_STUDENT") throw new AppError("NOT_FOUND", "No such student.");
	if (
		!(await applicationsPolicy.allows(principal, "read", {
			userId: student.id,
			institutionId: student.institutionId,
		}))
	)
		throw new AppError("PLACEMENT_OUT_OF_SCOPE", "You may read only your own applications.");
	const rows = await db
		.select({ application: placementApplications, drive: placementDrives })
		.from(placementApplications)
		.innerJoin(placementDrives, eq(placementDrives.id, placementApplications.driveId))
		.where(eq(placementApplications.studentId, student.id))
		.orderBy(desc(placementApplications.appliedAt));
	const companies = await organizationsByIds(
		db,
		rows.map((r) => r.drive.organizationId),
	);
	return rows.map((r) =>
		applicationOf(r.application, r.drive, companies.get(r.drive.organizationId)?.name ?? ""),
	);
}

/** Everyone who applied to a drive (withdrawn ones included, marked), in roll-number order. */
export async function applicants(
	db: Db,
	principal: Principal,
	driveId: string,
): Promise<{ drive: DriveRow; applicants: Applicant[] }> {
	const drive = await driveForOfficer(db, principal, driveId);
	const rows = await db
		.select()
		.from(placementApplications)
		.where(eq(placementApplications.driveId, drive.id));
	const ids = rows.map((r) => r.studentId);
	const [students, departments, records] = await Promise.all([
		studentsByIds(db, ids),
		departmentsOf(db, drive.institutionId),
		ids.length
			? db
					.select({ studentId: studentAcademicRecords.studentId, cgpa: studentAcademicRecords.cgpa })
					.from(studentAcademicRecords)
					.where(inArray(studentAcademicRecords.studentId, ids))
			: Promise.resolve([]),
	]);
	const branch = new Map(departments.map((d) => [d.id, d.code]));
	const cgpa = new Map(records.map((r) => [r.studentId, r.cgpa]));
	const byStudent = new Map(rows.map((r) => [r.studentId, r]));
	return {
		drive,
		applicants: students.map((s) => {
			const a = byStudent.get(s.id) as ApplicationRow;
			return {
				id: a.id,
				studentId: s.id,
				rollNo: s.rollNo ?? "",
				name: s.name,
				email: s.email,
				branch: s.departmentId ? (branch.get(s.departmentId) ?? null) : null,
				cgpa: cgpa.get(s.id) ?? null,
				resumeId: a.resumeId,
				resumeTitle: a.resumeTitle,
				status: a.status,
				appliedAt: a.appliedAt.toISOString(),
			};
		}),
	};
}

export async function applicantsCsv(db: Db, principal: Principal, driveId: string) {
	const { drive, applicants: list } = await applicants(db, principal, driveId);
	const text = toCsv(
		["Roll number", "Name", "E-mail", "Branch", "CGPA", "Resume", "Status", "Applied at (IST)"],
		list.map((a) => [
			a.rollNo,
			a.name,
			a.email,
			a.branch,
			a.cgpa,
			a.resumeTitle,
			a.status,
			new Date(a.appliedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" }),
		]),
	);
	return { fileName: `${jobSlug(drive.title)}-applicants.csv`, text };
}
