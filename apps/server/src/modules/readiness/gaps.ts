import { ROUND_KIND_LABELS } from "@unnati/contracts/placements";
import {
	COMPONENT_RULES,
	type ComponentScores,
	RESUME_MATCH_TARGET,
	type ReadinessComponent,
	type ReadinessGap,
	ROUND_NEEDS,
	type RoleGaps,
} from "@unnati/contracts/readiness";
import type { DriveBrief } from "../placements/read";
import type { JobMatch } from "../resumes/read";

/**
 * What a drive asks of a student, and the short list of things to do about what they lack.
 *
 * A drive asks, from its rounds (contracts' ROUND_NEEDS): a coding test → DSA practice ≥ 60; an
 * aptitude or written test → exams ≥ 55 (and DSA ≥ 60 too when the round's name says it has coding);
 * a technical interview → mock interviews ≥ 50; an HR interview or group discussion → mock
 * interviews ≥ 40. Several rounds testing one component ask for the highest of their bars. From its
 * job description: the resume's JD match ≥ RESUME_MATCH_TARGET, and the skills the JD names that
 * the resume does not show.
 */

type Ask = RoleGaps["asks"][number] & { rounds: string[] };

/** A round whose name says it has coding in it, whatever kind the officer filed it under. */
const CODING_IN_NAME = /\b(coding|programming|code)\b/i;

export function asksOf(drive: DriveBrief, components: ComponentScores, match: JobMatch | null): Ask[] {
	const asks = new Map<ReadinessComponent, Ask>();
	const need = (component: ReadinessComponent, min: number, round: string) => {
		const ask = asks.get(component) ?? {
			label: "",
			component,
			required: 0,
			current: components[component],
			met: true,
			rounds: [],
		};
		ask.required = Math.max(ask.required, min);
		if (!ask.rounds.includes(round)) ask.rounds.push(round);
		ask.met = ask.current >= ask.required;
		ask.label = `${ask.rounds.join(", ")}: ${COMPONENT_RULES[component].label}`;
		asks.set(component, ask);
	};
	for (const round of drive.rounds) {
		const needs = ROUND_NEEDS[round.kind];
		const name = round.name || ROUND_KIND_LABELS[round.kind];
		if (needs) need(needs.component, needs.min, name);
		const coding = ROUND_NEEDS.coding;
		if (round.kind !== "coding" && coding && CODING_IN_NAME.test(round.name))
			need(coding.component, coding.min, name);
	}
	const resume: Ask = {
		label: "Job description: resume match",
		component: "resume",
		required: RESUME_MATCH_TARGET,
		current: match?.score ?? 0,
		met: (match?.score ?? 0) >= RESUME_MATCH_TARGET,
		rounds: [],
	};
	return [...asks.values(), resume];
}

/** Learning journeys (catalogue slugs) that teach a skill a job description names, by keyword. */
const JOURNEY_KEYWORDS: [slug: string, pattern: RegExp][] = [
	["dsa", /data structure|algorithm|problem solving|\bdsa\b/i],
	[
		"full-stack",
		/react|angular|vue|node|javascript|typescript|html|css|java\b|spring|sql|postgres|mysql|mongo|rest|django|flask|web/i,
	],
	["cloud-computing", /aws|azure|gcp|cloud|linux|docker|kubernetes|devops|network|terraform/i],
	[
		"ai",
		/machine learning|deep learning|\bml\b|\bai\b|data science|pandas|numpy|tensorflow|pytorch|spark|python|statistic|airflow/i,
	],
	["cybersecurity", /security|cyber|penetration|owasp|firewall|siem/i],
	["ar-vr", /unity|unreal|\bar\b|\bvr\b|augmented|virtual reality|3d/i],
];

/** The journeys that would teach some of `skills`, each with the skills it covers, in `skills`' order. */
export function journeysFor(skills: readonly string[]): Map<string, string[]> {
	const found = new Map<string, string[]>();
	for (const skill of skills) {
		const slug = JOURNEY_KEYWORDS.find(([, pattern]) => pattern.test(skill))?.[0];
		if (!slug) continue;
		found.set(slug, [...(found.get(slug) ?? []), skill]);
	}
	return found;
}

const list = (names: readonly string[]) =>
	names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** How many missing skills a gap names. */
const SKILLS_NAMED = 5;

/**
 * The gaps to one drive: one per unmet ask, then the JD's missing skills (to add to the resume, and
 * where a learning journey teaches them, to learn there). `journeys`: the published journeys' titles.
 */
export function gapsOf(
	drive: DriveBrief,
	asks: readonly Ask[],
	match: JobMatch | null,
	journeys: ReadonlyMap<string, string>,
): ReadinessGap[] {
	const gaps: ReadinessGap[] = [];
	for (const ask of asks) {
		if (ask.met) continue;
		const rounds = list(ask.rounds);
		const needs = ask.rounds.length > 1 ? "need" : "needs";
		switch (ask.component) {
			case "dsa":
				gaps.push({
					text: `Solve more practice problems (medium and hard count most): DSA practice is ${ask.current}, and the ${rounds} ${needs} ${ask.required}.`,
					actionLabel: "Practise DSA",
					action: { kind: "dsa" },
				});
				break;
			case "exams":
				gaps.push({
					text: `Raise your exam scores: they average ${ask.current}%, and the ${rounds} ${needs} ${ask.required}%.`,
					actionLabel: "Go to exams",
					action: { kind: "exams" },
				});
				break;
			case "interviews":
				gaps.push({
					text: `Practise interviews: mock interviews score ${ask.current}, and the ${rounds} ${needs} ${ask.required}.`,
					actionLabel: "Practise an interview",
					action: { kind: "practice_interview" },
				});
				if (drive.rounds.some((r) => r.kind === "technical_interview" || r.kind === "hr_interview"))
					gaps.push({
						text: "Book a mock interview with a mentor or the placement office for a scorecard from a person.",
						actionLabel: "Book a mock interview",
						action: { kind: "book_interview" },
					});
				break;
			case "resume":
				gaps.push(
					match
						? {
								text: `Tailor "${match.title}" to ${drive.companyName || "this drive"}: it matches the job description ${match.score}/100; aim for ${ask.required}.`,
								actionLabel: "Open in the resume builder",
								action: { kind: "resume", resumeId: match.resumeId, section: "skills" },
							}
						: {
								text: `Make a resume for ${drive.companyName || "this drive"}: there is none to match against the job description.`,
								actionLabel: "Build a resume",
								action: { kind: "resume", resumeId: null, section: null },
							},
				);
				break;
			default:
				break;
		}
	}
	const missing = match?.missingSkills.slice(0, SKILLS_NAMED) ?? [];
	if (match && missing.length > 0) {
		gaps.push({
			text: `The job description asks for ${list(missing)}, which your resume does not show: add what you know to its skills or projects.`,
			actionLabel: "Add skills to the resume",
			action: { kind: "resume", resumeId: match.resumeId, section: "skills" },
		});
		for (const [slug, skills] of journeysFor(missing)) {
			const title = journeys.get(slug);
			if (!title) continue;
			gaps.push({
				text: `Learn ${list(skills)} in the ${title} journey.`,
				actionLabel: `Open ${title}`,
				action: { kind: "journey", slug, title },
			});
		}
	}
	return gaps;
}
