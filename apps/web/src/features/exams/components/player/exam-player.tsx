import {
	Alert,
	Badge,
	Box,
	Button,
	Grid,
	Group,
	List,
	Modal,
	Stack,
	Tabs,
	Text,
	Title,
	VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
	DEFAULT_EXAM_INSTRUCTIONS,
	type EssayUpload,
	type ExamQuestions,
	type ExamResult,
} from "@unnati/contracts";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../../app/paths";
import { CountdownClock } from "../../../../components/countdown-clock";
import { Proctor, type ProctorHandle } from "../proctor/proctor";
import { ExamCountdown } from "./exam-countdown";
import { QuestionPalette } from "./question-palette";
import { QuestionView } from "./question-view";
import { ReviewModal } from "./review-modal";
import { SaveIndicator } from "./save-indicator";
import { useExamSession } from "./use-exam-session";

/** The exam in progress: header, the question, the palette and the review before submitting. */
/** The question and the palette: the page's main landmark, and what the section tabs switch. */
const QUESTION_AREA_ID = "exam-question-area";

export function ExamPlayer({
	examId,
	data,
	notice,
	onSubmitted,
}: {
	examId: string;
	data: ExamQuestions;
	/** Said beside the title for the whole sitting, e.g. that a practice run records nothing. */
	notice?: string;
	/** What follows the submit; a real exam's result screen when not given (use-exam-session.ts). */
	onSubmitted?: (result: ExamResult) => void;
}) {
	const proctor = useRef<ProctorHandle>(null);
	const session = useExamSession(examId, data, {
		violationSummary: () => (data.exam.proctored ? proctor.current?.summary() : undefined),
		...(onSubmitted ? { onSubmitted } : {}),
	});
	const [reviewOpen, review] = useDisclosure(false);
	const [instructionsOpen, instructions] = useDisclosure(false);
	const [finishOpen, finishConfirm] = useDisclosure(false);
	const { exam } = data;
	// Files attached to essays: the attempt's, then the player's own changes (sent at once, not queued).
	const [uploads, setUploads] = useState<Record<string, EssayUpload>>(() => data.attempt.uploads ?? {});
	const { current, phase } = session;
	const submitting = phase.kind === "submitting";
	const coding = current?.question.type === "coding";
	const examInstructions = exam.instructions.length > 0 ? exam.instructions : DEFAULT_EXAM_INSTRUCTIONS;
	const timedSection = session.timed !== null && session.timed.current < exam.sections.length;

	const title = (
		<Title order={1} size="h4">
			{exam.title}
		</Title>
	);

	if (phase.kind === "ended") {
		return (
			<Box component="main">
				<Alert color="yellow" variant="light" title="This exam is over" role="alert" m="md">
					<Text size="sm">{phase.message}</Text>
					<Group mt="sm">
						<Button component={Link} to={paths.examResult(data.attempt.attempt_id)} size="xs">
							View result
						</Button>
						<Button component={Link} to={paths.examsDashboard} size="xs" variant="default">
							Back to exams
						</Button>
					</Group>
				</Alert>
			</Box>
		);
	}

	return (
		<Stack gap={0} mih="100dvh">
			{exam.proctored && (
				<Proctor
					ref={proctor}
					examId={examId}
					maxViolations={exam.max_violations}
					active={phase.kind === "running" || phase.kind === "failed"}
					onMaxReached={(summary) => session.submit(true, summary)}
				/>
			)}
			<Box
				component="header"
				px="md"
				py="xs"
				style={{
					borderBottom: "1px solid var(--mantine-color-gray-3)",
					position: "sticky",
					top: 0,
					zIndex: 10,
				}}
				bg="var(--mantine-color-body)"
			>
				<Group justify="space-between" wrap="wrap" gap="xs">
					{notice ? (
						<Group gap="sm" wrap="wrap">
							{title}
							<Badge color="grape" variant="light" size="lg" style={{ textTransform: "none" }}>
								{notice}
							</Badge>
						</Group>
					) : (
						title
					)}
					<Group gap="md" wrap="wrap">
						<SaveIndicator snapshot={session.snapshot} online={session.online} />
						{timedSection && !session.untimedInOrder && (
							<Group gap={6} wrap="nowrap">
								<Text size="sm" c="dimmed">
									Section
								</Text>
								<CountdownClock
									seconds={session.timed?.sectionSeconds ?? 0}
									size="lg"
									label="Time left in this section"
									scope=" in this section"
								/>
							</Group>
						)}
						<ExamCountdown seconds={session.remainingSeconds} />
						{timedSection && !session.timed?.last && (
							<Button variant="light" size="xs" onClick={finishConfirm.open} disabled={submitting}>
								Finish section
							</Button>
						)}
						<Button variant="default" size="xs" onClick={instructions.open}>
							Instructions
						</Button>
						<Button color="green" size="xs" onClick={review.open} loading={submitting}>
							Submit
						</Button>
					</Group>
				</Group>
				{exam.sections.length > 1 && (
					<Tabs
						mt="xs"
						value={String(session.position.sectionIndex)}
						onChange={(value) => session.goTo({ sectionIndex: Number(value), questionIndex: 0 })}
					>
						{/* One scrolling row on phones, so the header stays short. */}
						<Tabs.List aria-label="Sections" style={{ flexWrap: "nowrap", overflowX: "auto" }}>
							{exam.sections.map((section, index) => (
								// The tabs have no panels of their own: each shows its section's questions in the
								// question area below (Mantine would point aria-controls at a panel that is not there).
								<Tabs.Tab
									key={section.section_id}
									value={String(index)}
									aria-controls={QUESTION_AREA_ID}
									disabled={!session.isOpen(index)}
								>
									{section.title}
									{session.timed && index < session.timed.current && (
										<VisuallyHidden> (finished)</VisuallyHidden>
									)}
								</Tabs.Tab>
							))}
						</Tabs.List>
					</Tabs>
				)}
			</Box>
			{submitting && (
				<Alert color="blue" variant="light" m="md" role="status">
					{phase.maxViolations
						? "You reached the maximum number of violations. Submitting your answers…"
						: phase.auto
							? "Time is up. Submitting your answers…"
							: "Submitting your answers…"}
				</Alert>
			)}
			{session.sectionNotice && (
				<Alert color="blue" variant="light" m="md" role="status">
					{session.sectionNotice}
				</Alert>
			)}
			{session.finishError && (
				<Alert color="red" variant="light" m="md" role="alert">
					{session.finishError}
				</Alert>
			)}
			{phase.kind === "failed" && !reviewOpen && (
				<Alert color="red" variant="light" m="md" role="alert" title="Not submitted yet">
					{phase.message}
				</Alert>
			)}
			<Box component="main" id={QUESTION_AREA_ID}>
				<Grid p="md" gutter="md">
					{/* A coding question's statement and editor need the width; its palette goes below sooner. */}
					<Grid.Col span={coding ? { base: 12, lg: 9 } : { base: 12, md: 8 }}>
						{current ? (
							<QuestionView
								examId={examId}
								item={current}
								total={session.flat.length}
								answer={session.currentAnswer}
								flagged={session.states[current.sectionId]?.[current.question.question_id]?.flagged ?? false}
								disabled={phase.kind !== "running" && phase.kind !== "failed"}
								language={session.currentLanguage}
								onAnswer={session.setAnswer}
								onLanguageChange={session.setLanguage}
								onClear={session.clearAnswer}
								onToggleFlag={session.toggleFlag}
								onPrevious={session.previous}
								onNext={session.next}
								canPrevious={session.canPrevious}
								canNext={session.canNext}
								upload={uploads[current.question.question_id]}
								onUploadChange={(upload) => {
									const id = current.question.question_id;
									setUploads(({ [id]: _replaced, ...rest }) => (upload ? { ...rest, [id]: upload } : rest));
								}}
							/>
						) : (
							<Text>This exam has no questions.</Text>
						)}
					</Grid.Col>
					<Grid.Col span={coding ? { base: 12, lg: 3 } : { base: 12, md: 4 }}>
						<QuestionPalette
							sections={exam.sections}
							flat={session.flat}
							states={session.states}
							position={session.position}
							onSelect={session.goTo}
							isOpen={session.isOpen}
						/>
					</Grid.Col>
				</Grid>
			</Box>
			<Modal opened={instructionsOpen} onClose={instructions.close} title="Instructions" size="lg">
				<List spacing="xs" type="ordered">
					{examInstructions.map((line) => (
						<List.Item key={line}>{line}</List.Item>
					))}
				</List>
			</Modal>
			<Modal opened={finishOpen} onClose={finishConfirm.close} title="Finish this section?">
				<Stack gap="sm">
					<Text size="sm">
						You cannot come back to {exam.sections[session.timed?.current ?? 0]?.title ?? "this section"}{" "}
						after finishing it
						{session.untimedInOrder
							? ". The exam's timer keeps running for the sections still to come."
							: ", and its time left is not carried over. The next section starts with its full time."}
					</Text>
					<Group justify="flex-end">
						<Button variant="default" onClick={finishConfirm.close}>
							Keep working
						</Button>
						<Button
							onClick={() => {
								finishConfirm.close();
								session.finishSection();
							}}
						>
							Finish section
						</Button>
					</Group>
				</Stack>
			</Modal>
			<ReviewModal
				opened={reviewOpen}
				flat={session.flat}
				states={session.states}
				submitting={submitting}
				error={phase.kind === "failed" ? phase.message : null}
				onClose={review.close}
				onJump={session.goTo}
				onSubmit={() => session.submit(false)}
			/>
		</Stack>
	);
}
