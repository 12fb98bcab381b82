import {
	ActionIcon,
	Alert,
	Button,
	Card,
	Group,
	NumberInput,
	Select,
	SimpleGrid,
	Stack,
	Switch,
	TagsInput,
	Text,
	Textarea,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
	type DriveInput,
	driveInputSchema,
	type EligibilityRules,
	OPEN_RULES,
	type PlannedRound,
	ROUND_KIND_LABELS,
	ROUND_KINDS,
} from "@unnati/contracts/placements";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { createDrive, placementKeys, seasonsQuery } from "../api";
import { LiveEligibility } from "../components/eligibility-panel";
import { RulesForm } from "../components/rules-form";

/** A datetime-local value (the browser's local time) as an ISO instant, or "" when empty. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : "");

type Draft = Omit<
	DriveInput,
	"applicationDeadline" | "driveDate" | "rules" | "rounds" | "ctcFixedInr" | "ctcVariableInr" | "bondMonths"
> & {
	applicationDeadline: string;
	driveDate: string;
	ctcFixedInr: number | string;
	ctcVariableInr: number | string;
	bondMonths: number | string;
	hasBond: boolean;
};

/** The officer creates a drive: the company's terms, the planned rounds and the eligibility rules, with the live count. */
export function NewDriveScreen() {
	useDocumentTitle("New drive · Unnati");
	const navigate = useNavigate();
	const client = useQueryClient();
	const seasons = useQuery(seasonsQuery());
	const [draft, setDraft] = useState<Draft>({
		seasonId: "",
		companyName: "",
		companyCity: "",
		title: "",
		roles: [],
		ctcFixedInr: "",
		ctcVariableInr: 0,
		location: "",
		hasBond: false,
		bondMonths: "",
		bondDetails: "",
		description: "",
		applicationDeadline: "",
		driveDate: "",
	});
	const [rounds, setRounds] = useState<PlannedRound[]>([{ name: "Online aptitude test", kind: "aptitude" }]);
	const [rules, setRules] = useState<EligibilityRules>(OPEN_RULES);
	const [errors, setErrors] = useState<Record<string, string>>({});
	const [failure, setFailure] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
	const seasonId = draft.seasonId || seasons.data?.[0]?.id || "";
	const season = seasons.data?.find((s) => s.id === seasonId);

	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setFailure(null);
		const input: DriveInput = {
			seasonId,
			companyName: draft.companyName,
			companyCity: draft.companyCity,
			title: draft.title,
			roles: draft.roles.length > 0 ? draft.roles : draft.title ? [draft.title] : [],
			ctcFixedInr: draft.ctcFixedInr === "" ? Number.NaN : Number(draft.ctcFixedInr),
			ctcVariableInr: draft.ctcVariableInr === "" ? 0 : Number(draft.ctcVariableInr),
			location: draft.location,
			bondMonths: draft.hasBond ? (draft.bondMonths === "" ? 0 : Number(draft.bondMonths)) : null,
			bondDetails: draft.hasBond && draft.bondDetails ? draft.bondDetails : null,
			description: draft.description,
			applicationDeadline: toIso(draft.applicationDeadline),
			driveDate: toIso(draft.driveDate),
			rounds,
			rules,
		};
		const parsed = driveInputSchema.safeParse(input);
		if (!parsed.success) {
			const found: Record<string, string> = {};
			for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
			setErrors(found);
			setFailure("Some fields need a look: they are marked below.");
			return;
		}
		setErrors({});
		setBusy(true);
		try {
			const drive = await createDrive(input);
			await client.invalidateQueries({ queryKey: placementKeys.all });
			navigate(paths.patDrive(drive.id));
		} catch (caught) {
			if (caught instanceof HttpError) {
				setErrors(Object.fromEntries(caught.errors.map((e) => [e.path, e.message])));
				setFailure(caught.serverMessage ?? "The drive was not saved.");
			} else setFailure("The drive was not saved. Check your connection and try again.");
		} finally {
			setBusy(false);
		}
	};

	if (seasons.isPending) return <LoadingState label="Loading seasons" />;
	if (seasons.isError)
		return <LoadFailed what="The seasons" error={seasons.error} onRetry={() => seasons.refetch()} />;
	if (seasons.data.length === 0)
		return (
			<Stack maw={900}>
				<Title order={1}>New drive</Title>
				<EmptyCard
					action={
						<Button component={Link} to={paths.patHome}>
							Open a season
						</Button>
					}
				>
					A drive belongs to a season: open one for the batch first.
				</EmptyCard>
			</Stack>
		);

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="lg" maw={1100}>
				<div>
					<Title order={1}>New drive</Title>
					<Text c="dimmed" mt={4}>
						Eligible students are told as soon as you create the drive.
					</Text>
				</div>
				{failure && (
					<Alert color="red" role="alert">
						{failure}
					</Alert>
				)}
				<Card withBorder>
					<Title order={2} size="h4" mb="sm">
						Company and job
					</Title>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<Select
							label="Season"
							data={seasons.data.map((s) => ({ value: s.id, label: s.name }))}
							value={seasonId}
							onChange={(value) => value && set("seasonId", value)}
							allowDeselect={false}
							error={errors.seasonId}
						/>
						<TextInput
							label="Job title"
							required
							value={draft.title}
							onChange={(e) => set("title", e.currentTarget.value)}
							error={errors.title}
						/>
						<TextInput
							label="Company"
							required
							value={draft.companyName}
							onChange={(e) => set("companyName", e.currentTarget.value)}
							error={errors.companyName}
						/>
						<TextInput
							label="Company's city"
							required
							value={draft.companyCity}
							onChange={(e) => set("companyCity", e.currentTarget.value)}
							error={errors.companyCity}
						/>
						<TagsInput
							label="Roles offered"
							description="Press Enter after each; the job title when empty"
							value={draft.roles}
							onChange={(value) => set("roles", value)}
							error={errors.roles}
						/>
						<TextInput
							label="Job location"
							required
							value={draft.location}
							onChange={(e) => set("location", e.currentTarget.value)}
							error={errors.location}
						/>
						<NumberInput
							label="Fixed pay per year (₹)"
							required
							thousandSeparator=","
							min={0}
							value={draft.ctcFixedInr}
							onChange={(v) => set("ctcFixedInr", v)}
							error={errors.ctcFixedInr}
						/>
						<NumberInput
							label="Variable pay per year (₹)"
							thousandSeparator=","
							min={0}
							value={draft.ctcVariableInr}
							onChange={(v) => set("ctcVariableInr", v)}
							error={errors.ctcVariableInr}
						/>
						<TextInput
							type="datetime-local"
							label="Applications close"
							required
							value={draft.applicationDeadline}
							onChange={(e) => set("applicationDeadline", e.currentTarget.value)}
							error={errors.applicationDeadline}
						/>
						<TextInput
							type="datetime-local"
							label="Drive starts"
							required
							value={draft.driveDate}
							onChange={(e) => set("driveDate", e.currentTarget.value)}
							error={errors.driveDate}
						/>
					</SimpleGrid>
					<Stack mt="md" gap="xs">
						<Switch
							label="The job has a bond (service agreement)"
							checked={draft.hasBond}
							onChange={(e) => set("hasBond", e.currentTarget.checked)}
						/>
						{draft.hasBond && (
							<Group grow align="flex-start">
								<NumberInput
									label="Bond length (months)"
									min={1}
									max={120}
									value={draft.bondMonths}
									onChange={(v) => set("bondMonths", v)}
									error={errors.bondMonths}
								/>
								<TextInput
									label="Bond terms"
									value={draft.bondDetails ?? ""}
									onChange={(e) => set("bondDetails", e.currentTarget.value)}
									error={errors.bondDetails}
								/>
							</Group>
						)}
						<Textarea
							label="Job description"
							required
							autosize
							minRows={4}
							value={draft.description}
							onChange={(e) => set("description", e.currentTarget.value)}
							error={errors.description}
						/>
					</Stack>
				</Card>
				<Card withBorder>
					<Title order={2} size="h4" mb="sm">
						Planned rounds
					</Title>
					<Stack gap="xs">
						{rounds.map((round, i) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: rounds are edited in place and have no id yet
							<Group key={i} align="flex-end">
								<TextInput
									label={`Round ${i + 1} name`}
									value={round.name}
									onChange={(e) => {
										const name = e.currentTarget.value;
										setRounds((list) => list.map((r, j) => (j === i ? { ...r, name } : r)));
									}}
									error={errors[`rounds.${i}.name`]}
									style={{ flex: 1 }}
								/>
								<Select
									label={`Round ${i + 1} kind`}
									data={ROUND_KINDS.map((kind) => ({ value: kind, label: ROUND_KIND_LABELS[kind] }))}
									value={round.kind}
									onChange={(value) =>
										value &&
										setRounds((list) =>
											list.map((r, j) => (j === i ? { ...r, kind: value as PlannedRound["kind"] } : r)),
										)
									}
									allowDeselect={false}
									w={220}
								/>
								<ActionIcon
									variant="subtle"
									color="red"
									size="lg"
									aria-label={`Remove round ${i + 1}`}
									disabled={rounds.length === 1}
									onClick={() => setRounds((list) => list.filter((_, j) => j !== i))}
								>
									×
								</ActionIcon>
							</Group>
						))}
						<Group>
							<Button
								variant="light"
								onClick={() => setRounds((list) => [...list, { name: "", kind: "technical_interview" }])}
								disabled={rounds.length >= 10}
							>
								Add a round
							</Button>
						</Group>
						{errors.rounds && (
							<Text c="red" size="sm">
								{errors.rounds}
							</Text>
						)}
					</Stack>
				</Card>
				<Card withBorder>
					<Group justify="space-between" mb="sm">
						<Title order={2} size="h4">
							Eligibility rules
						</Title>
						{season && rules.batch !== season.batch && (
							<Button
								variant="subtle"
								size="xs"
								onClick={() => setRules((r) => ({ ...r, batch: season.batch }))}
							>
								Limit to the {season.batch} batch
							</Button>
						)}
					</Group>
					<RulesForm rules={rules} onChange={setRules} />
				</Card>
				<LiveEligibility rules={rules} />
				<Group>
					<Button type="submit" loading={busy}>
						Create drive
					</Button>
					<Button variant="default" component={Link} to={paths.patHome}>
						Cancel
					</Button>
				</Group>
			</Stack>
		</form>
	);
}
