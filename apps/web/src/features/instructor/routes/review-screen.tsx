import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { type ReviewDetail, reviewEndpoints as r, sendBackInputSchema } from "@unnati/contracts/learning";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { reviewQuery } from "../api";
import { ReviewDecision } from "../components/review-decision";
import { ServerHtml } from "../components/server-html";
import { StateBadge } from "../components/state-badge";

function Decision({ review }: { review: ReviewDetail }) {
	const params = { revisionId: review.revisionId };
	return (
		<ReviewDecision
			inReview={review.state === "in_review"}
			what="the version"
			decidedNotice="This version is no longer waiting for review."
			sendBackLabel="Send back"
			sendBackProblem={(comment) => {
				const parsed = sendBackInputSchema.safeParse({ comment });
				return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Write a comment.");
			}}
			approve={(comment) => callApi(r.approve, { params, body: { comment } })}
			sendBack={(comment) => callApi(r.sendBack, { params, body: { comment } })}
			approvedMessage={`${review.courseTitle} version ${review.number} is published.`}
			sentBackMessage={`${review.courseTitle} version ${review.number} was sent back to its instructor.`}
		/>
	);
}

/** /instructor-admin-dashboard/reviews/{revisionId}: the version's outline and changed lessons, rendered. */
export function ReviewScreen() {
	const { revisionId = "" } = useParams();
	const review = useQuery(reviewQuery(revisionId));
	useDocumentTitle(`Review ${review.data?.courseTitle ?? ""} · Unnati`);
	return (
		<Stack gap="md">
			<Anchor component={Link} to={paths.instructorAdminHome} size="sm">
				← Review queue
			</Anchor>
			<QueryState query={review} what="The version" loading={{ label: "Loading the version" }}>
				{(data) => (
					<Stack gap="lg">
						<div>
							<Title order={1}>{data.courseTitle}</Title>
							<Group gap="xs" mt={4}>
								<Text size="sm">
									Version {data.number} by {data.authorName ?? "an instructor"}
								</Text>
								<StateBadge state={data.state} />
							</Group>
						</div>
						<Stack component="section" aria-labelledby="outline-heading" gap="xs">
							<Title order={2} size="h3" id="outline-heading">
								Outline
							</Title>
							{data.modules.map((m, i) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: modules are positional
								<div key={`${i}-${m.title}`}>
									<Text fw={600}>{m.title}</Text>
									<ol>
										{m.lessonTitles.map((t, j) => (
											// biome-ignore lint/suspicious/noArrayIndexKey: positional
											<li key={`${j}-${t}`}>{t}</li>
										))}
									</ol>
								</div>
							))}
						</Stack>
						<Stack component="section" aria-labelledby="changes-heading" gap="sm">
							<Title order={2} size="h3" id="changes-heading">
								Changed lessons ({data.lessons.length})
							</Title>
							{data.lessons.length === 0 && <Text c="dimmed">Only the outline changed.</Text>}
							{data.lessons.map((lesson) => (
								<Paper key={lesson.lessonId} withBorder p="md" component="article" aria-label={lesson.title}>
									<Group gap="xs" mb="xs">
										<Title order={3} size="h4">
											{lesson.title}
										</Title>
										<Text size="xs" c="dimmed">
											{lesson.isNew ? "New lesson" : `Version ${lesson.number}`}
										</Text>
									</Group>
									<ServerHtml html={lesson.html} />
								</Paper>
							))}
						</Stack>
						{data.quizzes.length > 0 && (
							<Stack component="section" aria-labelledby="quiz-changes-heading" gap="sm">
								<Title order={2} size="h3" id="quiz-changes-heading">
									Changed quizzes ({data.quizzes.length})
								</Title>
								{data.quizzes.map((quiz) => (
									<Paper key={quiz.quizId} withBorder p="md" component="article" aria-label={quiz.title}>
										<Group gap="xs" mb="xs">
											<Title order={3} size="h4">
												{quiz.title}
											</Title>
											<Text size="xs" c="dimmed">
												{quiz.kind === "mock" ? "Mock test (final test)" : "Practice quiz"} ·{" "}
												{quiz.isNew ? "new" : `version ${quiz.number}`} · pass mark {quiz.passPercent}%
												{quiz.durationMinutes ? ` · ${quiz.durationMinutes} minutes` : ""}
											</Text>
										</Group>
										<ol>
											{quiz.questions.map((q) => (
												<li key={q.id}>
													<Text style={{ whiteSpace: "pre-wrap" }}>{q.text}</Text>
													<Text size="sm" c="dimmed">
														Answer:{" "}
														{q.answerKey.type === "mcq"
															? q.options
																	.filter(
																		(o) => q.answerKey.type === "mcq" && q.answerKey.correct.includes(o.id),
																	)
																	.map((o) => o.text)
																	.join("; ")
															: q.answerKey.type === "numeric"
																? String(q.answerKey.value)
																: ""}
														{q.explanation ? ` · ${q.explanation}` : ""}
													</Text>
												</li>
											))}
										</ol>
									</Paper>
								))}
							</Stack>
						)}
						<Decision review={data} />
					</Stack>
				)}
			</QueryState>
		</Stack>
	);
}
