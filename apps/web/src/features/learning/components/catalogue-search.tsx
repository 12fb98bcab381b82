import { Group, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import {
	type CatalogueQuery,
	DURATION_KEYS,
	DURATIONS,
	type Duration,
	LEVEL_LABELS,
	LEVELS,
	type Level,
} from "@unnati/contracts/learning";
import { useState } from "react";
import { QueryState, rows } from "../../../components/load-states";
import { pathsQuery, searchQuery } from "../api";
import { CourseCard } from "./course-card";

/**
 * Search the catalogue (PostgreSQL full-text search on the server) with filters for journey, level
 * and length. `courseLink` decides where a course opens: the public page or the student's own.
 */
export function CatalogueSearch({
	courseLink,
	initialJourney,
}: {
	courseLink: (course: { id: string; pathId: string }) => string;
	initialJourney?: string;
}) {
	const [text, setText] = useState("");
	const [journey, setJourney] = useState<string | null>(initialJourney ?? null);
	const [level, setLevel] = useState<string | null>(null);
	const [duration, setDuration] = useState<string | null>(null);
	const [q] = useDebouncedValue(text.trim(), 300);
	const paths = useQuery(pathsQuery());
	const query: CatalogueQuery = {
		...(q ? { q } : {}),
		...(journey ? { journey } : {}),
		...(level ? { level: level as Level } : {}),
		...(duration ? { duration: duration as Duration } : {}),
	};
	const results = useQuery(searchQuery(query));

	return (
		<Stack gap="md" component="section" aria-labelledby="catalogue-search">
			<Title order={2} size="h3" id="catalogue-search">
				Find a course
			</Title>
			<Group grow align="end" wrap="wrap">
				<TextInput
					label="Search courses and lessons"
					placeholder="e.g. recursion, SQL joins, neural networks"
					value={text}
					onChange={(event) => setText(event.currentTarget.value)}
					maxLength={100}
					miw={220}
				/>
				<Select
					label="Journey"
					placeholder="All journeys"
					clearable
					value={journey}
					onChange={setJourney}
					data={(paths.data?.paths ?? []).map((p) => ({ value: p.id, label: p.title }))}
					miw={160}
				/>
				<Select
					label="Level"
					placeholder="Any level"
					clearable
					value={level}
					onChange={setLevel}
					data={LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
					miw={140}
				/>
				<Select
					label="Duration"
					placeholder="Any length"
					clearable
					value={duration}
					onChange={setDuration}
					data={DURATION_KEYS.map((d) => ({ value: d, label: DURATIONS[d].label }))}
					miw={160}
				/>
			</Group>
			<div aria-live="polite">
				<QueryState
					query={results}
					what="The courses"
					loading={{ label: "Searching courses", shape: rows(3, 110) }}
					isEmpty={(data) => data.courses.length === 0}
					empty="No course matches. Try other words or clear a filter."
				>
					{(data) => (
						<SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
							{data.courses.map((course) => (
								<CourseCard key={course.id} course={course} to={courseLink(course)} />
							))}
						</SimpleGrid>
					)}
				</QueryState>
			</div>
		</Stack>
	);
}
