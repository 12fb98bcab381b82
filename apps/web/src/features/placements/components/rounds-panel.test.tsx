import { screen, within } from "@testing-library/react";
import {
	type DriveRounds,
	type OfficerDrive,
	OPEN_RULES,
	type RoundEntry,
	type RoundView,
} from "@unnati/contracts/placements";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-stub";
import { renderScreen } from "../../../test/render";
import { DRIVE_ID } from "../test-data";
import { RoundsPanel } from "./rounds-panel";

const api = stubFetch();
const ROUNDS = `/api/placements/drives/${DRIVE_ID}/rounds`;

const drive: OfficerDrive = {
	id: DRIVE_ID,
	slug: "graduate-software-engineer",
	title: "Graduate Software Engineer",
	company: { id: "c1", name: "Kaveri Infotech Solutions", city: "Bengaluru" },
	roles: ["Graduate Software Engineer"],
	ctcFixedInr: 650_000,
	ctcVariableInr: 50_000,
	location: "Bengaluru",
	bondMonths: null,
	bondDetails: null,
	applicationDeadline: "2026-12-04T12:30:00.000Z",
	driveDate: "2026-12-08T04:30:00.000Z",
	rounds: [
		{ name: "Technical interview", kind: "technical_interview" },
		{ name: "HR interview", kind: "hr_interview" },
	],
	rules: OPEN_RULES,
	open: true,
	seasonId: "s1",
	seasonName: "Campus placements 2025-26",
	description: "Build order-management software for retailers.",
	applicants: 3,
	eligible: 40,
};

const person = (n: number, name: string, patch: Partial<RoundEntry> = {}): RoundEntry => ({
	applicationId: `0d3e4b7a-9c1f-4e2b-8a6d-5f7c9b1e2a3${n}`,
	studentId: `s${n}`,
	rollNo: `22CSE01${n}`,
	name,
	branch: "CSE",
	status: "shortlisted",
	inRound: true,
	result: null,
	scheduledAt: null,
	panel: null,
	venue: null,
	scorecard: [],
	remarks: null,
	recordedAt: null,
	...patch,
});

function round(index: number, entries: RoundEntry[]): RoundView {
	const current = entries.filter((e) => e.inRound);
	const count = (r: RoundEntry["result"]) => current.filter((e) => e.result === r).length;
	const planned = drive.rounds[index] as OfficerDrive["rounds"][number];
	return {
		index,
		...planned,
		test: false,
		exam: null,
		counts: {
			inRound: current.length,
			pass: count("pass"),
			fail: count("fail"),
			hold: count("hold"),
			absent: count("absent"),
			undecided: count(null),
		},
		entries,
	};
}

const rounds = (first: RoundEntry[]): DriveRounds => ({
	driveId: DRIVE_ID,
	rounds: [round(0, first), round(1, [])],
	awaitingShortlist: 0,
});

describe("RoundsPanel", { timeout: 20_000 }, () => {
	it("previews a results file with every line left out and why, and records only the good lines once confirmed", async () => {
		const asha = person(1, "Asha Rao");
		api.respond(`GET ${ROUNDS}`, () => jsonResponse(rounds([asha, person(2, "Bala Iyer")])));
		api.respond(`POST ${ROUNDS}/0/results/preview`, () =>
			jsonResponse({
				rows: [
					{
						row: 2,
						applicationId: asha.applicationId,
						rollNo: asha.rollNo,
						name: "Asha Rao",
						result: "pass",
						remarks: "Clear on SQL",
					},
				],
				problems: [
					{
						row: 3,
						rollNo: "ZZ001",
						kind: "unknown_roll_no",
						message: "Line 3: no student of your college has roll number ZZ001.",
					},
					{
						row: 4,
						rollNo: "22CSE013",
						kind: "not_in_round",
						message: "Line 4: Chitra (22CSE013) is not in Technical interview: did not apply to this drive.",
					},
				],
			}),
		);
		api.respond(`PUT ${ROUNDS}/0/results`, () => jsonResponse(round(0, [{ ...asha, result: "pass" }])));
		const { user } = renderScreen(<RoundsPanel drive={drive} />);

		expect(await screen.findByRole("tab", { name: /1\. Technical interview/ })).toHaveAttribute(
			"aria-selected",
			"true",
		);
		await user.upload(
			document.querySelector("input[type=file]") as HTMLInputElement,
			new File(["Roll number,Result\n22CSE011,pass\nZZ001,pass\n22CSE013,fail\n"], "results.csv", {
				type: "text/csv",
			}),
		);
		const leftOut = await screen.findByRole("table", { name: /will not be recorded/ });
		expect(
			within(leftOut).getByText("no student of your college has roll number ZZ001."),
		).toBeInTheDocument();
		expect(
			within(leftOut).getByText(/Chitra \(22CSE013\) is not in Technical interview/),
		).toBeInTheDocument();
		const good = screen.getByRole("table", { name: /will be recorded when you confirm/ });
		expect(within(good).getByText("Clear on SQL")).toBeInTheDocument();
		expect(api.sent(`POST ${ROUNDS}/0/results/preview`)[0]?.body).toEqual({
			csv: "Roll number,Result\n22CSE011,pass\nZZ001,pass\n22CSE013,fail\n",
		});
		expect(api.sent(`PUT ${ROUNDS}/0/results`)).toHaveLength(0);

		await user.click(screen.getByRole("button", { name: "Record 1 result" }));
		expect(await screen.findByText("Recorded 1 result from results.csv.")).toBeInTheDocument();
		expect(api.sent(`PUT ${ROUNDS}/0/results`)[0]?.body).toEqual({
			results: [{ applicationId: asha.applicationId, result: "pass", remarks: "Clear on SQL" }],
		});
	});

	it("marks results in the table and saves only the changed ones", async () => {
		const bala = person(2, "Bala Iyer");
		api.respond(`GET ${ROUNDS}`, () => jsonResponse(rounds([person(1, "Asha Rao"), bala])));
		api.respond(`PUT ${ROUNDS}/0/results`, () => jsonResponse(round(0, [{ ...bala, result: "hold" }])));
		const { user } = renderScreen(<RoundsPanel drive={drive} />);

		const result = await screen.findByRole("textbox", { name: "Result of Bala Iyer" });
		await user.click(result);
		// Each row has its own list of results: pick from Bala's.
		const list = document.getElementById(result.getAttribute("aria-controls") ?? "") as HTMLElement;
		await user.click(within(list).getByRole("option", { name: "On hold", hidden: true }));
		await user.type(screen.getByRole("textbox", { name: "Remarks for Bala Iyer" }), "Second panel to decide");
		await user.click(screen.getByRole("button", { name: "Save results (1)" }));
		expect(await screen.findByText("Saved 1 result.")).toBeInTheDocument();
		expect(api.sent(`PUT ${ROUNDS}/0/results`)[0]?.body).toEqual({
			results: [{ applicationId: bala.applicationId, result: "hold", remarks: "Second panel to decide" }],
		});
	});

	it("says what moving on will do before it moves anyone, then what it did", async () => {
		const entries = [
			person(1, "Asha Rao", { result: "pass" }),
			person(2, "Bala Iyer", { result: "fail" }),
			person(3, "Chitra Nair", { result: "hold" }),
		];
		api.respond(`GET ${ROUNDS}`, () => jsonResponse(rounds(entries)));
		const who = (e: RoundEntry) => ({ applicationId: e.applicationId, rollNo: e.rollNo, name: e.name });
		api.respond(`POST ${ROUNDS}/0/advance`, () =>
			jsonResponse({
				nextRound: { index: 1, name: "HR interview" },
				movedOn: [who(entries[0] as RoundEntry)],
				selected: [],
				rejected: [who(entries[1] as RoundEntry)],
				stayed: [who(entries[2] as RoundEntry)],
			}),
		);
		const { user } = renderScreen(<RoundsPanel drive={drive} />);

		await user.click(await screen.findByRole("button", { name: "Move passed students on to HR interview" }));
		const dialog = await screen.findByRole("dialog", { name: "Move Technical interview on?" });
		expect(dialog).toHaveTextContent("1 student passed: they move to HR interview.");
		expect(dialog).toHaveTextContent("1 student failed or absent: they are not selected.");
		expect(dialog).toHaveTextContent("1 student on hold or not decided: they stay in this round.");
		expect(api.sent(`POST ${ROUNDS}/0/advance`)).toHaveLength(0);
		await user.click(within(dialog).getByRole("button", { name: "Move on" }));
		const status = await screen.findByRole("status");
		expect(status).toHaveTextContent("1 student moved on to HR interview. 1 student not selected.");
		expect(api.sent(`POST ${ROUNDS}/0/advance`)).toHaveLength(1);
	});
});
