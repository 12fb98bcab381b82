import { useMutation } from "@tanstack/react-query";
import type { ExamQuestions, ExamResult } from "@unnati/contracts";
import { PRACTICE_RUN } from "@unnati/contracts/practice-run";
import { useState } from "react";
import { HttpError } from "../../../lib/http";
import { ExamPlayer } from "../components/player/exam-player";
import { type ExamTransport, ExamTransportContext } from "../components/player/exam-transport";
import {
	createLocalProctorReporter,
	type ProctorReporter,
	ProctorReporterContext,
} from "../components/proctor/proctor-reporter";
import { clearPendingReports } from "../components/proctor/violation-storage";
import { clearExamStorage } from "../exam-storage";
import { createPracticeTransport, fetchPracticePaper } from "./api";
import { PracticePage } from "./practice-page";
import { PracticeResult } from "./practice-result";
import { PracticeRules } from "./practice-rules";

/** The header's label for the whole run: the one thing a student must not be unsure of. */
export const PRACTICE_NOTICE = "Practice run — nothing is recorded";

/** Why the paper did not come: the server's reason when it gave one. */
const startError = (error: unknown) =>
	error instanceof HttpError && error.serverMessage
		? error.serverMessage
		: "Check your connection and try again. Nothing has started yet, so nothing is lost.";

type Stage =
	| { kind: "rules" }
	| {
			kind: "running";
			/** Counts the runs, so each one mounts a fresh player. */
			run: number;
			paper: ExamQuestions;
			transport: ExamTransport;
			reporter: ProctorReporter;
	  }
	| { kind: "result"; result: ExamResult };

/**
 * A signed-in student's practice run: the rules (and fullscreen), then the real player on a sample
 * paper, its answers sent to the practice endpoints and its proctor reporting to nobody, then the
 * result, from which the student may try again.
 */
export function PracticeRun() {
	const [stage, setStage] = useState<Stage>({ kind: "rules" });
	const [runs, setRuns] = useState(0);
	const start = useMutation({
		// Fetched when the student begins, not when the rules open: the paper's time runs from now.
		mutationFn: fetchPracticePaper,
		onSuccess: (paper) => {
			// Each run starts afresh: nothing of an earlier run is restored on this device.
			clearExamStorage(PRACTICE_RUN.examId);
			clearPendingReports(PRACTICE_RUN.examId);
			setRuns((n) => n + 1);
			setStage({
				kind: "running",
				run: runs + 1,
				paper,
				transport: createPracticeTransport(paper),
				reporter: createLocalProctorReporter({ maxViolations: paper.exam.max_violations }),
			});
		},
	});

	if (stage.kind === "running") {
		return (
			<ExamTransportContext value={stage.transport}>
				<ProctorReporterContext value={stage.reporter}>
					<ExamPlayer
						key={stage.run}
						examId={PRACTICE_RUN.examId}
						data={stage.paper}
						notice={PRACTICE_NOTICE}
						onSubmitted={(result) => setStage({ kind: "result", result })}
					/>
				</ProctorReporterContext>
			</ExamTransportContext>
		);
	}
	if (stage.kind === "result") {
		return (
			<PracticePage>
				<PracticeResult
					result={stage.result}
					onTryAgain={() => {
						start.reset();
						setStage({ kind: "rules" });
					}}
				/>
			</PracticePage>
		);
	}
	return (
		<PracticePage>
			<PracticeRules
				onBegin={() => start.mutate()}
				starting={start.isPending}
				error={start.isError ? startError(start.error) : null}
			/>
		</PracticePage>
	);
}
