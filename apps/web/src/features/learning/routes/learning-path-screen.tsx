import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState, rows } from "../../../components/load-states";
import { pathsQuery } from "../api";
import { CatalogueSearch } from "../components/catalogue-search";
import { CourseCard } from "../components/course-card";
import { LessonBody } from "../components/lesson-body";

/** /learning-path/{pathId}: one journey's courses in order, the other journeys, and catalogue search. */
export function LearningPathScreen() {
	const { pathId = "" } = useParams();
	const query = useQuery(pathsQuery());
	const path = query.data?.paths.find((p) => p.id === pathId);
	useDocumentTitle(path ? `${path.title} · Learning paths · Unnati` : "Learning paths · Unnati");

	return (
		<Stack gap="xl" maw={1040} mx="auto" px="md" py="lg">
			<QueryState
				query={query}
				what="The learning paths"
				loading={{ label: "Loading the learning path", shape: [48, 24, ...rows(3, 110)] }}
			>
				{(data) =>
					path ? (
						<Stack gap="lg">
							<div>
								<Text size="sm" c="dimmed">
									Journey {path.order} of {data.paths.length}
								</Text>
								<Title order={1}>{path.title}</Title>
								<Text size="lg" mt={4}>
									{path.tagline}
								</Text>
							</div>
							<LessonBody html={path.descriptionHtml} />
							<Stack gap="sm" component="section" aria-labelledby="path-courses">
								<Title order={2} size="h3" id="path-courses">
									Courses in this journey, in order
								</Title>
								{path.courses.length === 0 ? (
									<Text c="dimmed">Courses for this journey are being written. Check back soon.</Text>
								) : (
									<SimpleGrid cols={{ base: 1, sm: 2 }}>
										{path.courses.map((course) => (
											<CourseCard
												key={course.id}
												course={course}
												to={paths.learningCourse(path.id, course.id)}
											/>
										))}
									</SimpleGrid>
								)}
							</Stack>
							<nav aria-label="Other journeys">
								<Title order={2} size="h4" mb="xs">
									Other journeys
								</Title>
								<Group gap="sm">
									{data.paths
										.filter((p) => p.id !== path.id)
										.map((p) => (
											<Anchor key={p.id} component={Link} to={paths.learningPath(p.id)}>
												<Badge variant="outline" size="lg" tt="none" style={{ cursor: "pointer" }}>
													{p.title}
												</Badge>
											</Anchor>
										))}
								</Group>
							</nav>
						</Stack>
					) : (
						<Stack>
							<Title order={1}>No such learning path</Title>
							<Text>Choose one of the journeys:</Text>
							<Group gap="sm">
								{data.paths.map((p) => (
									<Anchor key={p.id} component={Link} to={paths.learningPath(p.id)}>
										{p.title}
									</Anchor>
								))}
							</Group>
						</Stack>
					)
				}
			</QueryState>
			<CatalogueSearch
				courseLink={(course) => paths.learningCourse(course.pathId, course.id)}
				{...(pathId ? { initialJourney: pathId } : {})}
			/>
		</Stack>
	);
}
