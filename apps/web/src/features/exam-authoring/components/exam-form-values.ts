import {
	type ExamDetail,
	type ExamInputRaw,
	examInputSchema,
	type MultiAnswerMarking,
	type ShowAnswers,
} from "@unnati/contracts";
import { type ErrorMap, errorMap } from "./form-errors";
import { type NumberField, readNumber } from "./number-field";

export interface SectionValues {
	/** Stable across edits, for React's keys; not sent. */
	key: string;
	title: string;
	mode: "fixed" | "random";
	/** The bank shown in the picker (fixed) or drawn from (random). */
	bankId: string;
	questionIds: string[];
	tags: string[];
	count: NumberField;
	/** The section's own time, when the exam times its sections. */
	minutes: NumberField;
}

export interface ExamFormValues {
	title: string;
	description: string;
	/** One instruction per line; empty means the defaults. */
	instructions: string;
	/** `datetime-local` values, in the admin's own time zone. */
	opensAt: string;
	closesAt: string;
	durationMinutes: NumberField;
	passingScorePercentage: NumberField;
	shuffleQuestions: boolean;
	shuffleOptions: boolean;
	multiAnswerMarking: MultiAnswerMarking;
	showAnswers: ShowAnswers;
	proctored: boolean;
	maxViolations: NumberField;
	/** A passing attempt earns an exam certificate. */
	certificateOnPass: boolean;
	audienceKind: "college" | "students";
	/** Kept as given when editing: no endpoint lists departments yet, so the form cannot choose them. */
	departmentIds: string[];
	years: string[];
	sections: string[];
	/** Roll numbers, separated by commas, spaces or new lines. */
	rollNos: string;
	examSections: SectionValues[];
	/** Each section has its own time (placement-test style); the exam's duration is their sum. */
	timedSections: boolean;
	/** Untimed sections taken one after another, with no going back. */
	sectionsInOrder: boolean;
}

let sectionCounter = 0;
export function newSection(index: number): SectionValues {
	sectionCounter += 1;
	return {
		key: `section-${sectionCounter}`,
		title: `Section ${index + 1}`,
		mode: "fixed",
		bankId: "",
		questionIds: [],
		tags: [],
		count: 10,
		minutes: 20,
	};
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as a `datetime-local` value in this device's time zone. */
export function isoToLocalInput(iso: string): string {
	const d = new Date(iso);
	if (Number.isNaN(d.getTime())) return "";
	return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as ISO 8601 with this device's offset ("2026-12-01T10:00:00+05:30"), or "" when blank. */
export function localInputToIso(value: string): string {
	const d = new Date(value);
	if (value === "" || Number.isNaN(d.getTime())) return "";
	const offset = -d.getTimezoneOffset();
	const sign = offset >= 0 ? "+" : "-";
	const abs = Math.abs(offset);
	const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
	const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
	return `${date}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function emptyExam(): ExamFormValues {
	return {
		title: "",
		description: "",
		instructions: "",
		opensAt: "",
		closesAt: "",
		durationMinutes: 60,
		passingScorePercentage: 40,
		shuffleQuestions: false,
		shuffleOptions: false,
		multiAnswerMarking: "partial",
		showAnswers: "after_submit",
		proctored: false,
		maxViolations: 5,
		certificateOnPass: false,
		audienceKind: "college",
		departmentIds: [],
		years: [],
		sections: [],
		rollNos: "",
		examSections: [newSection(0)],
		timedSections: false,
		sectionsInOrder: false,
	};
}

export function examToValues(exam: ExamDetail): ExamFormValues {
	const audience = exam.audience;
	return {
		title: exam.title,
		description: exam.description,
		instructions: exam.instructions.join("\n"),
		opensAt: isoToLocalInput(exam.opensAt),
		closesAt: isoToLocalInput(exam.closesAt),
		durationMinutes: exam.durationMinutes,
		passingScorePercentage: exam.passingScorePercentage,
		shuffleQuestions: exam.shuffleQuestions,
		shuffleOptions: exam.shuffleOptions,
		multiAnswerMarking: exam.multiAnswerMarking,
		showAnswers: exam.showAnswers,
		proctored: exam.proctored,
		maxViolations: exam.maxViolations,
		certificateOnPass: exam.certificateOnPass,
		audienceKind: audience.kind,
		departmentIds: audience.kind === "college" ? audience.departmentIds : [],
		years: audience.kind === "college" ? audience.years.map(String) : [],
		sections: audience.kind === "college" ? audience.sections : [],
		rollNos: audience.kind === "students" ? audience.rollNos.join("\n") : "",
		examSections: exam.sections.map((section, index) => {
			const source = section.source;
			return {
				...newSection(index),
				title: section.title,
				mode: source.mode,
				bankId: source.mode === "random" ? source.bankId : "",
				questionIds: source.mode === "fixed" ? source.questionIds : [],
				tags: source.mode === "random" ? source.tags : [],
				count: source.mode === "random" ? source.count : 10,
				minutes: section.durationMinutes ?? 20,
			};
		}),
		timedSections: exam.sections.length > 0 && exam.sections.every((s) => s.durationMinutes !== undefined),
		sectionsInOrder: exam.sectionsInOrder,
	};
}

/** The exam's duration when its sections are timed: their times added up, or null while one is not a number. */
export function timedTotal(values: Pick<ExamFormValues, "examSections">): number | null {
	const minutes = values.examSections.map((s) => readNumber(s.minutes));
	return minutes.every((m) => m !== null && Number.isFinite(m))
		? minutes.reduce<number>((sum, m) => sum + (m ?? 0), 0)
		: null;
}

const numberOr = (value: NumberField, fallback: number) => readNumber(value) ?? fallback;
export const splitRollNos = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

function toRaw(values: ExamFormValues): ExamInputRaw {
	return {
		title: values.title,
		description: values.description,
		instructions: values.instructions
			.split("\n")
			.map((line) => line.trim())
			.filter(Boolean),
		opensAt: localInputToIso(values.opensAt),
		closesAt: localInputToIso(values.closesAt),
		durationMinutes: values.timedSections
			? (timedTotal(values) ?? Number.NaN)
			: numberOr(values.durationMinutes, Number.NaN),
		passingScorePercentage: numberOr(values.passingScorePercentage, 0),
		shuffleQuestions: values.shuffleQuestions,
		shuffleOptions: values.shuffleOptions,
		multiAnswerMarking: values.multiAnswerMarking,
		showAnswers: values.showAnswers,
		proctored: values.proctored,
		maxViolations: numberOr(values.maxViolations, 0),
		certificateOnPass: values.certificateOnPass,
		// Timed sections are always in order; the option is for untimed ones.
		sectionsInOrder: !values.timedSections && values.sectionsInOrder && values.examSections.length > 1,
		audience:
			values.audienceKind === "students"
				? { kind: "students", rollNos: splitRollNos(values.rollNos) }
				: {
						kind: "college",
						departmentIds: values.departmentIds,
						years: values.years.map(Number),
						sections: values.sections,
					},
		sections: values.examSections.map((section) => ({
			title: section.title,
			source:
				section.mode === "fixed"
					? { mode: "fixed", questionIds: section.questionIds }
					: {
							mode: "random",
							bankId: section.bankId,
							tags: section.tags,
							count: numberOr(section.count, Number.NaN),
						},
			...(values.timedSections ? { durationMinutes: numberOr(section.minutes, Number.NaN) } : {}),
		})),
	};
}

/** Messages in a teacher's words where zod's own would say "expected string" or "too small". */
function friendlier(values: ExamFormValues): ErrorMap {
	const errors: ErrorMap = {};
	if (values.opensAt === "") errors.opensAt = "Choose when the exam opens.";
	if (values.closesAt === "") errors.closesAt = "Choose when the exam closes.";
	if (!values.timedSections && readNumber(values.durationMinutes) === null)
		errors.durationMinutes = "Enter the duration in minutes.";
	if (values.audienceKind === "college" && values.sections.some((s) => !/^[A-Z]$/.test(s)))
		errors["audience.sections"] = "Sections are single letters, such as A or B.";
	if (values.audienceKind === "students" && splitRollNos(values.rollNos).length === 0)
		errors["audience.rollNos"] = "Enter at least one roll number.";
	values.examSections.forEach((section, index) => {
		if (section.title.trim() === "") errors[`sections.${index}.title`] = "Give the section a title.";
		if (section.mode === "fixed" && section.questionIds.length === 0)
			errors[`sections.${index}.source.questionIds`] = "Choose at least one question.";
		if (section.mode === "random" && section.bankId === "")
			errors[`sections.${index}.source.bankId`] = "Choose the bank to draw from.";
		if (section.mode === "random" && readNumber(section.count) === null)
			errors[`sections.${index}.source.count`] = "Enter how many questions to draw.";
		if (values.timedSections && readNumber(section.minutes) === null)
			errors[`sections.${index}.durationMinutes`] = "Enter the section's time in minutes.";
	});
	return errors;
}

export function buildExamInput(
	values: ExamFormValues,
): { ok: true; input: ReturnType<typeof examInputSchema.parse> } | { ok: false; errors: ErrorMap } {
	const own = friendlier(values);
	const parsed = examInputSchema.safeParse(toRaw(values));
	if (parsed.success && Object.keys(own).length === 0) return { ok: true, input: parsed.data };
	return { ok: false, errors: { ...(parsed.success ? {} : errorMap(parsed.error.issues)), ...own } };
}
