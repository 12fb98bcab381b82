import {
	type MyPortfolio,
	PORTFOLIO_MESSAGES,
	type PortfolioInput,
	type PublicPortfolio,
} from "@unnati/contracts/portfolio";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { userById } from "../accounts/read";
import { earnedCertificatesOf } from "../certificates/read";
import { departmentsOf, institutionById } from "../institutions/read";
import { practiceRecordOf } from "../problems/read";
import { studentPortfolios } from "./tables";

type PortfolioRow = typeof studentPortfolios.$inferSelect;

const DEFAULTS: PortfolioInput = {
	public: false,
	headline: "",
	about: "",
	skills: [],
	links: { github: null, linkedin: null, website: null },
};

function toInput(row: PortfolioRow): PortfolioInput {
	return {
		public: row.isPublic,
		headline: row.headline,
		about: row.about,
		skills: row.skills,
		links: { github: row.githubUrl, linkedin: row.linkedinUrl, website: row.websiteUrl },
	};
}

async function rowOf(db: Db, userId: string): Promise<PortfolioRow | null> {
	const [row] = await db.select().from(studentPortfolios).where(eq(studentPortfolios.userId, userId));
	return row ?? null;
}

async function handleTaken(db: Db, handle: string, userId: string): Promise<boolean> {
	const [row] = await db
		.select({ userId: studentPortfolios.userId })
		.from(studentPortfolios)
		.where(eq(studentPortfolios.handle, handle));
	return Boolean(row && row.userId !== userId);
}

/**
 * The student's address: their roll number, upper case (roll numbers are unique). An address stays
 * with its portfolio when a roll number is corrected later, so links already shared keep working; a
 * student who is then given that old roll number gets it with the start of their account id after it.
 */
async function handleFor(db: Db, userId: string): Promise<string> {
	const student = await userById(db, userId);
	if (student?.role !== "ROLE_STUDENT") throw new AppError("FORBIDDEN", PORTFOLIO_MESSAGES.studentsOnly);
	const rollNo = (student.rollNo ?? "").trim().toUpperCase() || "STUDENT";
	if (!(await handleTaken(db, rollNo, userId))) return rollNo;
	return `${rollNo}-${userId.slice(0, 8).toUpperCase()}`;
}

export async function myPortfolio(db: Db, userId: string): Promise<MyPortfolio> {
	const row = await rowOf(db, userId);
	if (row) return { ...toInput(row), handle: row.handle, updatedAt: row.updatedAt.toISOString() };
	return { ...DEFAULTS, handle: await handleFor(db, userId), updatedAt: null };
}

export async function savePortfolio(
	db: Db,
	userId: string,
	input: PortfolioInput,
	now: Date,
): Promise<MyPortfolio> {
	const values = {
		isPublic: input.public,
		headline: input.headline,
		about: input.about,
		skills: input.skills,
		githubUrl: input.links.github || null,
		linkedinUrl: input.links.linkedin || null,
		websiteUrl: input.links.website || null,
		updatedAt: now,
	};
	const existing = await rowOf(db, userId);
	if (existing) await db.update(studentPortfolios).set(values).where(eq(studentPortfolios.userId, userId));
	else {
		const handle = await handleFor(db, userId);
		await db.insert(studentPortfolios).values({ userId, handle, ...values });
	}
	return myPortfolio(db, userId);
}

/**
 * The public page's content, or a 404 that says the same whether the student does not exist, has not
 * made the portfolio public, or has been deactivated: the address tells a stranger nothing more.
 */
export async function publicPortfolio(db: Db, handle: string, publicUrl: string): Promise<PublicPortfolio> {
	const notPublic = () => new AppError("NOT_FOUND", PORTFOLIO_MESSAGES.notPublic);
	const [row] = await db
		.select()
		.from(studentPortfolios)
		.where(eq(studentPortfolios.handle, sql`upper(${handle.trim()})`));
	if (!row?.isPublic) throw notPublic();
	const student = await userById(db, row.userId);
	if (student?.role !== "ROLE_STUDENT" || student.status === "suspended") throw notPublic();
	const [college, departments, certificates, practice] = await Promise.all([
		student.institutionId ? institutionById(db, student.institutionId) : null,
		student.institutionId ? departmentsOf(db, student.institutionId) : [],
		earnedCertificatesOf(db, student.id, publicUrl),
		practiceRecordOf(db, student.id),
	]);
	return {
		handle: row.handle,
		name: student.name,
		rollNo: student.rollNo,
		collegeName: college?.name ?? null,
		departmentName: departments.find((d) => d.id === student.departmentId)?.name ?? null,
		currentYear: student.currentYear,
		...toInput(row),
		certificates: certificates.map((c) => ({
			id: c.id,
			kind: c.kind,
			title: c.title,
			hours: c.hours,
			issuedAt: c.issuedAt.toISOString(),
		})),
		practice: {
			solved: practice.total,
			byDifficulty: {
				easy: practice.byDifficulty.easy ?? 0,
				medium: practice.byDifficulty.medium ?? 0,
				hard: practice.byDifficulty.hard ?? 0,
			},
		},
	};
}
