import {
	Alert,
	Anchor,
	Badge,
	Button,
	Card,
	Checkbox,
	Grid,
	Group,
	List,
	Progress,
	RingProgress,
	ScrollArea,
	Select,
	Stack,
	Table,
	Text,
	Textarea,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
	JD_MAX_CHARS,
	type MatchResult,
	SAMPLE_JOB_DESCRIPTIONS,
	SCORE_RULE,
	SKILL_CREDIT,
	type SkillFinding,
} from "@unnati/contracts/resumes";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { matchResume, resumeKeys, resumesQuery, setTarget } from "../api";

const STATUS_TEXT: Record<SkillFinding["status"], string> = {
	present: "Shown",
	weak: "Weak: named once, not in experience or projects",
	missing: "Missing",
};
const STATUS_COLOR: Record<SkillFinding["status"], string> = {
	present: "green",
	weak: "yellow",
	missing: "red",
};

/** /dashboard/jd: paste a job description, pick a resume, see the score, its rule and what to improve. */
export function JdMatchScreen() {
	useDocumentTitle("Match a job description · Unnati");
	const queryClient = useQueryClient();
	const [params] = useSearchParams();
	const resumes = useQuery(resumesQuery());
	const [resumeId, setResumeId] = useState<string | null>(params.get("resume"));
	const [jd, setJd] = useState("");
	const [remember, setRemember] = useState(true);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [result, setResult] = useState<MatchResult | null>(null);

	// Default to the newest resume, and to the job description it already targets.
	useEffect(() => {
		if (!resumes.data || resumes.data.length === 0) return;
		const chosen = resumes.data.find((r) => r.id === resumeId) ?? resumes.data[0];
		if (!chosen) return;
		if (chosen.id !== resumeId) setResumeId(chosen.id);
		setJd((current) => current || chosen.targetJobDescription || "");
	}, [resumes.data, resumeId]);

	const tooLong = jd.length > JD_MAX_CHARS;
	const run = async () => {
		if (!resumeId) return;
		setError(null);
		if (!jd.trim()) {
			setError("Paste a job description to match against.");
			return;
		}
		setBusy(true);
		try {
			setResult(await matchResume({ resumeId, jobDescription: jd }));
			if (remember) {
				await setTarget(resumeId, jd);
				void queryClient.invalidateQueries({ queryKey: resumeKeys.all });
			}
		} catch (caught) {
			setError(
				caught instanceof HttpError
					? (caught.errors[0]?.message ?? caught.serverMessage ?? "The match failed. Please try again.")
					: "The match failed. Please check your connection and try again.",
			);
		} finally {
			setBusy(false);
		}
	};

	let picker: React.ReactNode;
	if (resumes.isPending) picker = <LoadingState label="Loading your resumes" shape={[36]} />;
	else if (resumes.isError)
		picker = <LoadFailed what="Your resumes" error={resumes.error} onRetry={() => resumes.refetch()} />;
	else if (resumes.data.length === 0)
		picker = (
			<EmptyCard
				action={
					<Button component={Link} to={paths.resumeBuilderPath}>
						Build a resume
					</Button>
				}
			>
				You need a resume to match. Start one from your profile in the builder.
			</EmptyCard>
		);
	else
		picker = (
			<Select
				label="Resume to match"
				data={resumes.data.map((r) => ({ value: r.id, label: r.title }))}
				value={resumeId}
				allowDeselect={false}
				onChange={(value) => {
					setResumeId(value);
					setResult(null);
				}}
			/>
		);

	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Title order={1}>Match your resume to a job</Title>
				<Text c="dimmed" mt={4}>
					Paste a job description. Unnati reads the role, skills, education and experience it asks for,
					compares them with your resume on this server (nothing is sent elsewhere), and explains the score.
				</Text>
			</div>
			<Grid gutter="lg">
				<Grid.Col span={{ base: 12, md: 5 }}>
					<Card withBorder padding="lg">
						<Stack gap="sm">
							{picker}
							<Select
								label="Or start from a sample job description"
								placeholder="Pick a sample"
								data={SAMPLE_JOB_DESCRIPTIONS.map((s, i) => ({ value: String(i), label: s.title }))}
								value={null}
								onChange={(value) =>
									value !== null && setJd(SAMPLE_JOB_DESCRIPTIONS[Number(value)]?.text ?? "")
								}
							/>
							<Textarea
								label="Job description"
								description={`${jd.length.toLocaleString("en-IN")} of ${JD_MAX_CHARS.toLocaleString("en-IN")} characters`}
								autosize
								minRows={10}
								maxRows={24}
								value={jd}
								onChange={(event) => setJd(event.currentTarget.value)}
								error={
									tooLong
										? "This is over 20,000 characters: paste the role's own description, without the company brochure."
										: undefined
								}
							/>
							<Checkbox
								label="Remember this job description for the resume (the builder then shows its score as you edit)"
								checked={remember}
								onChange={(event) => setRemember(event.currentTarget.checked)}
							/>
							{error && (
								<Alert color="red" role="alert">
									{error}
								</Alert>
							)}
							<Button onClick={run} loading={busy} disabled={!resumeId || tooLong}>
								Match
							</Button>
						</Stack>
					</Card>
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 7 }}>
					{result && resumeId ? (
						<MatchReport result={result} resumeId={resumeId} />
					) : (
						<EmptyCard>
							The score, the skills found and missing, and the checks appear here after a match.
						</EmptyCard>
					)}
				</Grid.Col>
			</Grid>
		</Stack>
	);
}

function MatchReport({ result, resumeId }: { result: MatchResult; resumeId: string }) {
	const color = result.score >= 70 ? "green" : result.score >= 50 ? "yellow" : "red";
	const byStatus = (status: SkillFinding["status"]) => result.skills.filter((s) => s.status === status);
	return (
		<Stack gap="md" aria-live="polite">
			<Card withBorder padding="lg">
				<Group align="center" gap="lg">
					<RingProgress
						size={120}
						thickness={12}
						sections={[{ value: result.score, color }]}
						label={
							<Text ta="center" fw={700} size="xl" data-testid="match-score">
								{result.score}
							</Text>
						}
						aria-label={`Match score ${result.score} out of 100`}
					/>
					<Stack gap={4}>
						<Text fw={600}>Match score: {result.score} / 100</Text>
						<Text size="sm">
							Role read from the description: <strong>{result.job.title ?? "not found"}</strong>
						</Text>
						<Text size="xs" c="dimmed">
							Skills dictionary version {result.dictionaryVersion}
						</Text>
					</Stack>
				</Group>
			</Card>

			<Card withBorder padding="lg">
				<Title order={2} size="h4" mb="xs">
					How the score is worked out
				</Title>
				<Text size="sm" mb="sm">
					Each part scores 0 to 1 and counts by its weight. A skill shown in experience or projects (or named
					more than once) counts {SKILL_CREDIT.present}; one named once elsewhere counts {SKILL_CREDIT.weak},
					and a missing one {SKILL_CREDIT.missing}. A part the job description does not ask about gives its
					weight to the others.
				</Text>
				<ScrollArea type="auto" viewportProps={{ tabIndex: 0, "aria-label": "Score rule, scrollable" }}>
					<Table verticalSpacing="xs" aria-label="Score by part">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Part</Table.Th>
								<Table.Th>Weight</Table.Th>
								<Table.Th>Your result</Table.Th>
								<Table.Th>Points</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{result.parts.map((part) => {
								const rule = SCORE_RULE.find((r) => r.key === part.key);
								return (
									<Table.Tr key={part.key}>
										<Table.Td>
											<Text fw={600} size="sm">
												{part.label}
											</Text>
											<Text size="xs" c="dimmed">
												{rule?.why}
											</Text>
										</Table.Td>
										<Table.Td>{part.weight}%</Table.Td>
										<Table.Td>
											{part.applicable ? (
												<Progress
													value={part.score * 100}
													aria-label={`${part.label}: ${Math.round(part.score * 100)}%`}
												/>
											) : (
												<Text size="xs">Not asked</Text>
											)}
											<Text size="xs" mt={4}>
												{part.explanation}
											</Text>
											{part.improveIn && (
												<Anchor size="xs" component={Link} to={paths.resumeBuilder(resumeId, part.improveIn)}>
													Improve in the builder
												</Anchor>
											)}
										</Table.Td>
										<Table.Td>{part.points.toFixed(1)}</Table.Td>
									</Table.Tr>
								);
							})}
						</Table.Tbody>
					</Table>
				</ScrollArea>
			</Card>

			<Card withBorder padding="lg">
				<Title order={2} size="h4" mb="sm">
					Skills
				</Title>
				<Grid>
					{(["missing", "weak", "present"] as const).map((status) => (
						<Grid.Col key={status} span={{ base: 12, sm: 4 }}>
							<Text fw={600} size="sm" mb={4}>
								{status === "present" ? "Shown" : status === "weak" ? "Weakly shown" : "Missing"} (
								{byStatus(status).length})
							</Text>
							<List
								size="sm"
								spacing={4}
								aria-label={`${STATUS_TEXT[status]} skills`}
								data-testid={`skills-${status}`}
							>
								{byStatus(status).map((skill) => (
									<List.Item key={skill.name}>
										<Badge color={STATUS_COLOR[status]} variant="light" size="sm" mr={4}>
											{skill.category === "soft" ? "soft" : skill.category === "tool" ? "tool" : "skill"}
										</Badge>
										{skill.name}{" "}
										{status !== "present" && (
											<Anchor size="xs" component={Link} to={paths.resumeBuilder(resumeId, skill.improveIn)}>
												{status === "missing" ? "Add" : "Show it in a project"}
											</Anchor>
										)}
									</List.Item>
								))}
							</List>
						</Grid.Col>
					))}
				</Grid>
			</Card>

			<Card withBorder padding="lg">
				<Title order={2} size="h4" mb="sm">
					ATS checks
				</Title>
				<Stack gap="xs">
					{result.ats.map((check) => (
						<Group key={check.key} gap="xs" align="flex-start" wrap="nowrap">
							<Badge color={check.passed ? "green" : "red"} variant="light" miw={60}>
								{check.passed ? "Pass" : "Fix"}
							</Badge>
							<div>
								<Text size="sm" fw={600}>
									{check.label}
								</Text>
								<Text size="sm">{check.detail}</Text>
								{!check.passed && check.improveIn && (
									<Anchor size="xs" component={Link} to={paths.resumeBuilder(resumeId, check.improveIn)}>
										Fix in the builder
									</Anchor>
								)}
							</div>
						</Group>
					))}
				</Stack>
			</Card>
		</Stack>
	);
}
