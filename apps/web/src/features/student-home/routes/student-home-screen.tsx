import {
	Anchor,
	Badge,
	Button,
	Card,
	Group,
	Progress,
	RingProgress,
	SimpleGrid,
	Stack,
	Text,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { StudentHome } from "@unnati/contracts/learning";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, QueryState, rows } from "../../../components/load-states";
import { TrialBanner } from "../../../components/trial-banner";
import { useSession } from "../../../lib/session";
import { studentHomeQuery } from "../api";
import { CertificatesCard } from "../components/certificates-card";
import { MentorCard } from "../components/mentor-card";
import { PracticeCard } from "../components/practice-card";

/** "in 2 d 4 h", "in 35 min", from the server's clock (never the device's). */
function until(target: string, now: number): string {
	const seconds = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
	const days = Math.floor(seconds / 86_400);
	const hours = Math.floor((seconds % 86_400) / 3600);
	const minutes = Math.floor((seconds % 3600) / 60);
	if (days > 0) return `${days} d ${hours} h`;
	if (hours > 0) return `${hours} h ${minutes} min`;
	return `${minutes} min ${seconds % 60} s`;
}

/** The server's time now: its answer's time plus what has passed on this device since. */
function useServerNow(serverTime: string | undefined): number {
	const [offset] = useState(() => (serverTime ? Date.parse(serverTime) - Date.now() : 0));
	const [now, setNow] = useState(() => Date.now() + offset);
	useEffect(() => {
		const timer = setInterval(() => setNow(Date.now() + offset), 1000);
		return () => clearInterval(timer);
	}, [offset]);
	return now;
}

function Exams({ home }: { home: StudentHome }) {
	const now = useServerNow(home.serverTime);
	if (home.exams.length === 0) return <Text c="dimmed">No live or upcoming exams.</Text>;
	return (
		<Stack gap="xs">
			{home.exams.map((exam) => (
				<Group key={exam.id} justify="space-between" wrap="nowrap">
					<div>
						<Anchor component={Link} to={paths.examInstructions(exam.id)} fw={600}>
							{exam.title}
						</Anchor>
						<Text size="xs" c="dimmed">
							{exam.durationMinutes} min{exam.proctored ? " · proctored" : ""}
						</Text>
					</div>
					{exam.status === "live" ? (
						<Badge color="red" variant="filled">
							Live · closes in {until(exam.closesAt, now)}
						</Badge>
					) : (
						<Badge variant="light" role="timer">
							Opens in {until(exam.opensAt, now)}
						</Badge>
					)}
				</Group>
			))}
		</Stack>
	);
}

const resultLink = (result: StudentHome["recentResults"][number]) =>
	result.kind === "exam"
		? paths.examResult(result.id)
		: result.kind === "mock-test"
			? paths.mockTest(result.id)
			: null;

const recommendationLink = (r: StudentHome["recommendations"][number]) => {
	if (r.kind === "lesson") return paths.myLesson(r.courseId, r.targetId);
	if (r.kind === "quiz") return paths.practiceQuiz(r.courseId, r.targetId);
	if (r.kind === "mock-test") return paths.mockTest(r.targetId);
	return paths.myCourse(r.courseId);
};

/**
 * /dashboard: continue learning, exams with countdowns, results, streak and goal, DSA practice,
 * certificates (their own request: the card loads and fails alone), next steps.
 */
export function StudentHomeScreen() {
	const { data: session } = useSession();
	useDocumentTitle("Dashboard · Unnati");
	const home = useQuery(studentHomeQuery());

	return (
		<Stack gap="lg" maw={1040}>
			<Title order={1}>Welcome{session ? `, ${session.name.split(" ")[0]}` : ""}</Title>
			{session && <TrialBanner session={session} />}
			<QueryState
				query={home}
				what="Your dashboard"
				loading={{ label: "Loading your dashboard", shape: [120, ...rows(2, 160)] }}
			>
				{(data) => (
					<>
						{data.continueLearning ? (
							<Card withBorder padding="lg" component="section" aria-labelledby="continue">
								<Text size="sm" c="dimmed" id="continue">
									Continue learning · {data.continueLearning.courseTitle}
								</Text>
								<Title order={2} size="h3" mt={4}>
									{data.continueLearning.lessonTitle}
								</Title>
								<Progress
									mt="sm"
									value={data.continueLearning.percent}
									aria-label={`${data.continueLearning.courseTitle}: ${data.continueLearning.percent}% complete`}
								/>
								<Button
									mt="md"
									component={Link}
									to={paths.myLesson(data.continueLearning.courseId, data.continueLearning.lessonId)}
								>
									Continue the lesson
								</Button>
							</Card>
						) : (
							<EmptyCard
								action={
									<Button component={Link} to={paths.myLearning}>
										Explore the journeys
									</Button>
								}
							>
								Start a course: AI, AR/VR, cybersecurity, cloud, full stack or DSA.
							</EmptyCard>
						)}
						<SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
							<Card withBorder padding="md" component="section" aria-labelledby="home-exams">
								<Title order={2} size="h4" id="home-exams" mb="sm">
									Live and upcoming exams
								</Title>
								<Exams home={data} />
								<Anchor component={Link} to={paths.examsDashboard} size="sm" mt="sm" display="block">
									All exams
								</Anchor>
							</Card>
							<Card withBorder padding="md" component="section" aria-labelledby="home-streak">
								<Title order={2} size="h4" id="home-streak" mb="sm">
									Streak and weekly goal
								</Title>
								<Group>
									<RingProgress
										size={96}
										thickness={10}
										sections={[
											{
												value: Math.min(
													100,
													(data.weeklyGoal.done / Math.max(1, data.weeklyGoal.target)) * 100,
												),
												color: "teal",
											},
										]}
										label={
											<Text ta="center" size="sm" fw={700}>
												{data.weeklyGoal.done}/{data.weeklyGoal.target}
											</Text>
										}
										aria-label={`Weekly goal: ${data.weeklyGoal.done} of ${data.weeklyGoal.target} lessons`}
									/>
									<div>
										<Text fw={700} size="xl">
											{data.streak.current} {data.streak.current === 1 ? "day" : "days"}
										</Text>
										<Text size="sm" c="dimmed">
											{data.streak.activeToday
												? "You learned today."
												: "Finish a lesson today to keep your streak."}
										</Text>
										<Text size="sm">
											This week: {data.weeklyGoal.done} of {data.weeklyGoal.target} lessons
										</Text>
									</div>
								</Group>
							</Card>
							<Card withBorder padding="md" component="section" aria-labelledby="home-results">
								<Title order={2} size="h4" id="home-results" mb="sm">
									Recent results
								</Title>
								{data.recentResults.length === 0 ? (
									<Text c="dimmed">No results yet.</Text>
								) : (
									<Stack gap={6}>
										{data.recentResults.map((r) => {
											const to = resultLink(r);
											return (
												<Group key={`${r.kind}-${r.id}`} justify="space-between" wrap="nowrap">
													{to ? (
														<Anchor component={Link} to={to}>
															{r.title}
														</Anchor>
													) : (
														<Text>{r.title}</Text>
													)}
													<Badge color={r.passed ? "teal" : "red"} variant="light">
														{Math.round(r.percentage)}%
													</Badge>
												</Group>
											);
										})}
									</Stack>
								)}
							</Card>
							<Card withBorder padding="md" component="section" aria-labelledby="home-courses">
								<Title order={2} size="h4" id="home-courses" mb="sm">
									My courses
								</Title>
								{data.courses.length === 0 ? (
									<Text c="dimmed">No courses yet.</Text>
								) : (
									<Stack gap="xs">
										{data.courses.map((course) => (
											<div key={course.id}>
												<Anchor component={Link} to={paths.myCourse(course.id)} size="sm">
													{course.title}
												</Anchor>
												<Progress
													value={course.percent}
													size="sm"
													aria-label={`${course.title}: ${course.percent}% complete`}
												/>
											</div>
										))}
									</Stack>
								)}
								<Group mt="sm" gap="md">
									<Anchor component={Link} to={paths.myLearning} size="sm">
										My learning
									</Anchor>
									<Anchor component={Link} to={paths.dsaQuestions} size="sm">
										DSA practice
									</Anchor>
								</Group>
							</Card>
							<PracticeCard practice={data.practice} />
							<CertificatesCard />
							<MentorCard />
						</SimpleGrid>
						{data.recommendations.length > 0 && (
							<section aria-labelledby="home-next">
								<Title order={2} size="h4" id="home-next" mb="sm">
									Recommended next steps
								</Title>
								<SimpleGrid cols={{ base: 1, sm: 2 }}>
									{data.recommendations.map((r) => (
										<Card key={`${r.kind}-${r.targetId}`} withBorder padding="sm">
											<Anchor component={Link} to={recommendationLink(r)} fw={600}>
												{r.title}
											</Anchor>
											<Text size="sm">{r.reason}</Text>
										</Card>
									))}
								</SimpleGrid>
							</section>
						)}
					</>
				)}
			</QueryState>
		</Stack>
	);
}
