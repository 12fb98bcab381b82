import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import {
	PROBLEM_DIFFICULTIES,
	PROBLEM_TOPIC_LABELS,
	PROBLEM_TOPICS,
	type ProblemDifficulty,
	type ProblemTopic,
} from "@unnati/contracts";
import { DIFFICULTY_LABELS } from "../format";
import {
	hasFilters,
	NO_FILTERS,
	type ProblemFilters,
	SOLVED_FILTERS,
	type SolvedFilter,
} from "../problem-filters";

const STATUS_LABELS: Record<SolvedFilter, string> = { all: "All", solved: "Solved", unsolved: "Unsolved" };

interface FiltersBarProps {
	filters: ProblemFilters;
	onChange: (filters: ProblemFilters) => void;
}

/** Search, topic, difficulty and solved state; every control labelled. */
export function FiltersBar({ filters, onChange }: FiltersBarProps) {
	const set = (change: Partial<ProblemFilters>) => onChange({ ...filters, ...change });
	return (
		<Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter problems">
			<TextInput
				label="Search problems"
				type="search"
				placeholder="Title or topic"
				value={filters.search}
				onChange={(event) => set({ search: event.currentTarget.value })}
				style={{ flex: "1 1 220px" }}
			/>
			<NativeSelect
				label="Topic"
				value={filters.topic ?? ""}
				data={[
					{ value: "", label: "All topics" },
					...PROBLEM_TOPICS.map((topic) => ({ value: topic, label: PROBLEM_TOPIC_LABELS[topic] })),
				]}
				onChange={(event) => set({ topic: (event.currentTarget.value || null) as ProblemTopic | null })}
			/>
			<NativeSelect
				label="Difficulty"
				value={filters.difficulty ?? ""}
				data={[
					{ value: "", label: "All" },
					...PROBLEM_DIFFICULTIES.map((difficulty) => ({
						value: difficulty,
						label: DIFFICULTY_LABELS[difficulty],
					})),
				]}
				onChange={(event) =>
					set({ difficulty: (event.currentTarget.value || null) as ProblemDifficulty | null })
				}
			/>
			<NativeSelect
				label="Status"
				value={filters.status}
				data={SOLVED_FILTERS.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
				onChange={(event) => set({ status: event.currentTarget.value as SolvedFilter })}
			/>
			{hasFilters(filters) && (
				<Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
					Clear filters
				</Button>
			)}
		</Group>
	);
}
