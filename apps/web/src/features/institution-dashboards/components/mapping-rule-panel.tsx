import {
	Alert,
	Badge,
	Button,
	Card,
	Checkbox,
	Group,
	MultiSelect,
	NumberInput,
	Radio,
	SimpleGrid,
	Stack,
	Table,
	Text,
	Title,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import {
	DEFAULT_MAX_PER_MENTOR,
	MAPPING_STRATEGY_LABELS,
	MAX_MENTEES_PER_MENTOR,
	type MappingPlan,
	type MappingRulesInput,
	type MappingStrategy,
	type MentorMapping,
	mappingRulesSchema,
} from "@unnati/contracts/mentors";
import { useState } from "react";
import { failureMessage, HttpError } from "../../../lib/http-error";
import { cohortName, plural } from "../format";
import { applyMapping, previewMapping } from "../mapping-api";

type Previewed = { rules: MappingRulesInput; plan: MappingPlan };

const YEAR_LABELS: Record<number, string> = { 1: "First", 2: "Second", 3: "Third", 4: "Fourth" };

/**
 * "Map by rule": the department head chooses which students (years, sections, only the unmapped),
 * how (by section or round-robin) and the most mentees a mentor may have, previews the moves, and
 * applies them. Nothing changes until Apply; a preview the mapping has outgrown is refused and
 * made again.
 */
export function MappingRulePanel({
	mapping,
	onApplied,
	onStale,
}: {
	mapping: MentorMapping;
	onApplied: (answer: { changed: number; mapping: MentorMapping }) => void;
	/** The mapping changed since the preview: the screen reads it again. */
	onStale: () => void;
}) {
	const active = mapping.mentors.filter((m) => !m.suspended);
	const cohorts = mapping.cohorts.filter(
		(c): c is typeof c & { year: number; section: string } => c.year !== null && c.section !== null,
	);
	const years = [...new Set(cohorts.map((c) => c.year))].sort();
	const sections = [...new Set(cohorts.map((c) => c.section))].sort();
	const [strategy, setStrategy] = useState<MappingStrategy>("by_section");
	const [chosenYears, setChosenYears] = useState<string[]>(() =>
		years.filter((y) => cohorts.some((c) => c.year === y && c.unassigned > 0)).map(String),
	);
	const [chosenSections, setChosenSections] = useState<string[]>(sections);
	const [onlyUnassigned, setOnlyUnassigned] = useState(true);
	const [max, setMax] = useState<number | string>(DEFAULT_MAX_PER_MENTOR);
	const [mentorIds, setMentorIds] = useState<string[]>(() => active.map((m) => m.id));
	// Each section starts with the mentors who already have its students, most first: the usual rule.
	const [sectionMentors, setSectionMentors] = useState<Record<string, string[]>>(() =>
		currentMentorsBySection(mapping),
	);
	const [problem, setProblem] = useState<string | null>(null);
	const [previewed, setPreviewed] = useState<Previewed | null>(null);
	const [stale, setStale] = useState<string | null>(null);

	const inScope = cohorts.filter(
		(c) => chosenYears.includes(String(c.year)) && chosenSections.includes(c.section),
	);
	/** Any change to the form makes the preview on screen out of date: it goes. */
	const edit =
		<T,>(set: (value: T) => void) =>
		(value: T) => {
			set(value);
			setPreviewed(null);
			setProblem(null);
			setStale(null);
		};

	const rules = (): MappingRulesInput => {
		const scope = { years: chosenYears.map(Number), sections: chosenSections, onlyUnassigned };
		return strategy === "round_robin"
			? { strategy, scope, mentorIds, maxPerMentor: max }
			: {
					strategy,
					scope,
					maxPerMentor: max,
					sectionMentors: inScope.flatMap((c) => {
						const ids = sectionMentors[cohortName(c.year, c.section)] ?? [];
						return ids.length > 0 ? [{ year: c.year, section: c.section, mentorIds: ids }] : [];
					}),
				};
	};

	const preview = useMutation({
		mutationFn: previewMapping,
		onMutate: () => setStale(null),
		onError: (error) => setProblem(failureMessage(error, "The preview could not be made. Please try again.")),
	});
	const apply = useMutation({
		mutationFn: applyMapping,
		onSuccess: (answer) => {
			setPreviewed(null);
			onApplied(answer);
		},
		onError: (error) => {
			if (error instanceof HttpError && error.status === 409) {
				setStale(failureMessage(error, "The mapping changed since this preview."));
				setPreviewed(null);
				onStale();
			} else setProblem(failureMessage(error, "The mapping could not be saved. Please try again."));
		},
	});

	const runPreview = () => {
		setProblem(null);
		if (chosenYears.length === 0 || chosenSections.length === 0)
			return setProblem("Tick at least one year and one section.");
		const wanted = rules();
		const checked = mappingRulesSchema.safeParse(wanted);
		if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? "Check the rule.");
		preview.mutate(wanted, { onSuccess: (plan) => setPreviewed({ rules: wanted, plan }) });
	};

	return (
		<Card withBorder padding="md" component="section" aria-labelledby="map-by-rule">
			<Stack gap="md">
				<Title order={2} size="h3" id="map-by-rule">
					Map by rule
				</Title>
				<form
					onSubmit={(event) => {
						event.preventDefault();
						runPreview();
					}}
				>
					<Stack gap="md">
						<Radio.Group
							label="How"
							value={strategy}
							onChange={(value) => edit(setStrategy)(value as MappingStrategy)}
						>
							<Stack gap={6} mt={6}>
								<Radio value="by_section" label={MAPPING_STRATEGY_LABELS.by_section} />
								<Radio value="round_robin" label={MAPPING_STRATEGY_LABELS.round_robin} />
							</Stack>
						</Radio.Group>
						<SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
							<Checkbox.Group label="Years" value={chosenYears} onChange={edit(setChosenYears)}>
								<Stack gap={4} mt={6}>
									{years.map((y) => (
										<Checkbox key={y} value={String(y)} label={`${YEAR_LABELS[y] ?? y} year`} />
									))}
								</Stack>
							</Checkbox.Group>
							<Checkbox.Group label="Sections" value={chosenSections} onChange={edit(setChosenSections)}>
								<Stack gap={4} mt={6}>
									{sections.map((s) => (
										<Checkbox key={s} value={s} label={`Section ${s}`} />
									))}
								</Stack>
							</Checkbox.Group>
							<Stack gap="sm">
								<NumberInput
									label="At most, mentees a mentor"
									description="Counts the mentees they already have"
									min={1}
									max={MAX_MENTEES_PER_MENTOR}
									value={max}
									onChange={edit(setMax)}
									allowDecimal={false}
								/>
								<Checkbox
									label="Only students without a mentor"
									description="Untick to map every student of these years and sections afresh"
									checked={onlyUnassigned}
									onChange={(event) => edit(setOnlyUnassigned)(event.currentTarget.checked)}
								/>
							</Stack>
						</SimpleGrid>
						{strategy === "round_robin" ? (
							<Checkbox.Group
								label="Mentors to spread across"
								value={mentorIds}
								onChange={edit(setMentorIds)}
							>
								<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={4} mt={6}>
									{active.map((m) => (
										<Checkbox
											key={m.id}
											value={m.id}
											label={`${m.name} (${plural(m.menteeCount, "mentee")})`}
										/>
									))}
								</SimpleGrid>
							</Checkbox.Group>
						) : inScope.length === 0 ? (
							<Text size="sm" c="dimmed">
								Tick a year and a section to name their mentors.
							</Text>
						) : (
							<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
								{inScope.map((c) => {
									const name = cohortName(c.year, c.section);
									return (
										<MultiSelect
											key={name}
											label={`Mentors for ${name}`}
											description={`${plural(c.students, "student")}, ${c.unassigned} without a mentor`}
											placeholder="Choose mentors"
											data={active.map((m) => ({ value: m.id, label: m.name }))}
											value={sectionMentors[name] ?? []}
											onChange={(ids) => edit(setSectionMentors)({ ...sectionMentors, [name]: ids })}
											searchable
											clearable
										/>
									);
								})}
							</SimpleGrid>
						)}
						{problem && (
							<Alert color="red" variant="light" role="alert">
								{problem}
							</Alert>
						)}
						{stale && (
							<Alert color="orange" variant="light" role="alert" title="Not applied">
								<Text size="sm">{stale}</Text>
								<Button mt="sm" size="xs" variant="white" onClick={runPreview}>
									Preview again
								</Button>
							</Alert>
						)}
						<Group>
							<Button type="submit" loading={preview.isPending}>
								Preview
							</Button>
						</Group>
					</Stack>
				</form>
				{previewed && (
					<PlanPreview
						plan={previewed.plan}
						applying={apply.isPending}
						onApply={() => apply.mutate({ rules: previewed.rules, version: previewed.plan.version })}
						onDiscard={() => setPreviewed(null)}
					/>
				)}
			</Stack>
		</Card>
	);
}

/** For each year and section ("1A"), the department's mentors who have its students now, most first. */
function currentMentorsBySection(mapping: MentorMapping): Record<string, string[]> {
	const usable = new Set(mapping.mentors.filter((m) => !m.suspended).map((m) => m.id));
	const counts = new Map<string, Map<string, number>>();
	for (const s of mapping.students) {
		if (!s.mentorId || !usable.has(s.mentorId)) continue;
		const key = cohortName(s.year, s.section);
		const byMentor = counts.get(key) ?? new Map<string, number>();
		byMentor.set(s.mentorId, (byMentor.get(s.mentorId) ?? 0) + 1);
		counts.set(key, byMentor);
	}
	return Object.fromEntries(
		[...counts].map(([key, byMentor]) => [key, [...byMentor].sort((a, b) => b[1] - a[1]).map(([id]) => id)]),
	);
}

function PlanPreview({
	plan,
	applying,
	onApply,
	onDiscard,
}: {
	plan: MappingPlan;
	applying: boolean;
	onApply: () => void;
	onDiscard: () => void;
}) {
	const mentorName = (m: { name: string } | null) => m?.name ?? "No mentor";
	return (
		<Stack gap="sm" component="section" aria-labelledby="plan-preview">
			<Title order={3} size="h4" id="plan-preview">
				Preview
			</Title>
			<Text size="sm">{plan.summary}</Text>
			<Group gap="xs">
				<Badge variant="light" color="blue">
					{plural(plan.moves.length, "move")}
				</Badge>
				<Badge variant="light" color="gray">
					{plan.stays.length} stay
				</Badge>
				<Badge variant="light" color={plan.unplaced.length > 0 ? "orange" : "gray"}>
					{plan.unplaced.length} cannot be placed
				</Badge>
			</Group>
			{plan.moves.length === 0 ? (
				<Text size="sm" c="dimmed">
					This rule moves nobody.
				</Text>
			) : (
				<Table.ScrollContainer minWidth={520}>
					<Table striped aria-label="Proposed moves">
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">Roll number</Table.Th>
								<Table.Th scope="col">Student</Table.Th>
								<Table.Th scope="col">From</Table.Th>
								<Table.Th scope="col">To</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{plan.moves.map((m) => (
								<Table.Tr key={m.student.id}>
									<Table.Td>{m.student.rollNo}</Table.Td>
									<Table.Td>{m.student.name}</Table.Td>
									<Table.Td>{mentorName(m.fromMentor)}</Table.Td>
									<Table.Td>{m.toMentor.name}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
			{plan.unplaced.length > 0 && (
				<Table.ScrollContainer minWidth={520}>
					<Table aria-label="Cannot be placed">
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">Roll number</Table.Th>
								<Table.Th scope="col">Student</Table.Th>
								<Table.Th scope="col">Why</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{plan.unplaced.map((u) => (
								<Table.Tr key={u.student.id}>
									<Table.Td>{u.student.rollNo}</Table.Td>
									<Table.Td>{u.student.name}</Table.Td>
									<Table.Td>{u.reason}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
			{plan.loads.length > 0 && (
				<Table maw={520} aria-label="Mentees per mentor">
					<Table.Thead>
						<Table.Tr>
							<Table.Th scope="col">Mentor</Table.Th>
							<Table.Th scope="col">Mentees now</Table.Th>
							<Table.Th scope="col">After</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{plan.loads.map((l) => (
							<Table.Tr key={l.id}>
								<Table.Th scope="row" fw={500}>
									{l.name}
								</Table.Th>
								<Table.Td>{l.before}</Table.Td>
								<Table.Td>{l.after}</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			)}
			<Group>
				<Button onClick={onApply} loading={applying} disabled={plan.moves.length === 0}>
					{`Apply ${plural(plan.moves.length, "move")}`}
				</Button>
				<Button variant="default" onClick={onDiscard} disabled={applying}>
					Discard
				</Button>
			</Group>
		</Stack>
	);
}
