import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { problemListQuery } from "../api";
import { FiltersBar } from "../components/filters-bar";
import { ProblemList } from "../components/problem-list";
import { ProgressSummary } from "../components/progress-summary";
import {
	filterProblems,
	NO_FILTERS,
	type ProblemFilters,
	readFilters,
	writeFilters,
} from "../problem-filters";

/** /dashboard/dsa-questions: the DSA problems with the student's progress, filtered and searched. */
export function DsaQuestionsScreen() {
	useDocumentTitle("DSA practice · Unnati");
	const list = useQuery(problemListQuery());
	const [params, setParams] = useSearchParams();
	const filters = useMemo(() => readFilters(params), [params]);
	const setFilters = (next: ProblemFilters) => setParams(writeFilters(next), { replace: true });
	const shown = useMemo(
		() => (list.data ? filterProblems(list.data.problems, filters) : []),
		[list.data, filters],
	);

	return (
		<Stack gap="md">
			<Group justify="space-between" align="flex-end" wrap="wrap">
				<div>
					<Title order={1} size="h2">
						DSA practice
					</Title>
					<Text c="dimmed" size="sm">
						Solve problems in C, C++, Java, Python or JavaScript; every submission is judged on hidden tests.
					</Text>
				</div>
				<Group gap="md">
					<Anchor component={Link} to={paths.codingInterview}>
						Coding interview
					</Anchor>
					<Anchor component={Link} to={paths.playground}>
						Playground
					</Anchor>
				</Group>
			</Group>
			{list.isPending ? (
				<LoadingState label="Loading problems" shape={[136, 56, ...rows(5, 44)]} />
			) : list.isError ? (
				<LoadFailed what="The problems" onRetry={() => void list.refetch()} />
			) : (
				<>
					<ProgressSummary progress={list.data.progress} />
					<FiltersBar filters={filters} onChange={setFilters} />
					<Text size="sm" c="dimmed" aria-live="polite">
						{shown.length === list.data.problems.length
							? `${shown.length} problems`
							: `${shown.length} of ${list.data.problems.length} problems`}
					</Text>
					{list.data.problems.length === 0 ? (
						<EmptyCard>No problems have been published yet. Please check back soon.</EmptyCard>
					) : shown.length === 0 ? (
						<EmptyCard
							action={
								<Button variant="light" onClick={() => setFilters(NO_FILTERS)}>
									Clear filters
								</Button>
							}
						>
							No problem matches these filters.
						</EmptyCard>
					) : (
						<ProblemList problems={shown} />
					)}
				</>
			)}
		</Stack>
	);
}
