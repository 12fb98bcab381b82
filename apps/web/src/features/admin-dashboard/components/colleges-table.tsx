import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import {
	COLLEGE_STATUS_LABELS,
	COLLEGE_STATUSES,
	type CollegeStatus,
} from "@unnati/contracts/admin-dashboard";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "../../../components/data-table";
import { type CollegeOverview, collegesQuery } from "../api";
import { formatCount, formatWhen, trialText } from "../format";
import { SubscriptionModal } from "./subscription-modal";

const STATUS_COLORS: Record<CollegeStatus, string> = { active: "green", trial: "yellow", suspended: "red" };

/**
 * Every college with its trial or subscription, people and the last 30 days' usage (few enough to show
 * at once: search and the status filter work on the list in hand), and a button per college to extend
 * its trial, mark it subscribed or suspend it.
 */
export function CollegesTable() {
	const [search, setSearch] = useState("");
	const [status, setStatus] = useState<CollegeStatus | "">("");
	const [managing, setManaging] = useState<CollegeOverview | null>(null);
	const needle = search.trim().toLowerCase();
	const matches = (college: CollegeOverview) =>
		(!status || college.status === status) &&
		(!needle ||
			[college.name, college.code, college.city ?? "", college.state ?? ""].some((text) =>
				text.toLowerCase().includes(needle),
			));
	const all = useQuery(collegesQuery());
	const shown = useQuery({
		...collegesQuery(),
		select: (data) => {
			const items = data.colleges.filter(matches);
			return { items, total: items.length };
		},
	});
	const colleges = all.data?.colleges ?? [];
	const windowDays = all.data?.windowDays ?? 30;
	const count = (s: CollegeStatus) => colleges.filter((college) => college.status === s).length;
	const columns: DataTableColumn<CollegeOverview>[] = [
		{
			key: "college",
			header: "College",
			minWidth: 220,
			cell: (college) => (
				<>
					<Text size="sm" fw={600}>
						{college.name}
					</Text>
					<Text size="xs" c="dimmed">
						{[college.code, college.city, college.state].filter(Boolean).join(" · ")}
					</Text>
				</>
			),
		},
		{
			key: "status",
			header: "Trial or subscription",
			minWidth: 200,
			cell: (college) => (
				<Stack gap={2} align="flex-start">
					<Badge color={STATUS_COLORS[college.status]} variant="light" tt="none">
						{COLLEGE_STATUS_LABELS[college.status]}
					</Badge>
					{college.status !== "active" && <Text size="xs">{trialText(college)}</Text>}
				</Stack>
			),
		},
		{ key: "students", header: "Students", cell: (college) => formatCount(college.students) },
		{ key: "staff", header: "Staff", cell: (college) => formatCount(college.staff) },
		{
			key: "last",
			header: "Last sign-in",
			minWidth: 140,
			cell: (college) =>
				college.lastSignInAt ? (
					<Text size="sm">{formatWhen(college.lastSignInAt)}</Text>
				) : (
					<Text size="sm" c="dimmed">
						Never
					</Text>
				),
		},
		{
			key: "exams",
			header: `Exams held (${windowDays} days)`,
			cell: (college) => formatCount(college.examsHeld),
		},
		{
			key: "attempts",
			header: `Exam attempts (${windowDays} days)`,
			cell: (college) => formatCount(college.examAttempts),
		},
		{
			key: "code",
			header: `Code submissions (${windowDays} days)`,
			cell: (college) => formatCount(college.codeSubmissions),
		},
		{
			key: "manage",
			header: "Actions",
			minWidth: 120,
			cell: (college) => (
				<Button
					size="xs"
					variant="light"
					aria-label={`Manage: ${college.name}`}
					onClick={() => setManaging(college)}
				>
					Manage
				</Button>
			),
		},
	];

	return (
		<Stack gap="sm">
			{all.data && (
				<Text size="sm">
					{formatCount(colleges.length)} {colleges.length === 1 ? "college" : "colleges"}:{" "}
					{COLLEGE_STATUSES.map((s) => `${count(s)} ${COLLEGE_STATUS_LABELS[s].toLowerCase()}`).join(", ")}.
				</Text>
			)}
			<DataTable
				label="Colleges"
				columns={columns}
				rowKey={(college) => college.id}
				query={shown}
				what="The colleges"
				empty={colleges.length === 0 ? "No colleges have joined yet." : "No college matches."}
				page={1}
				pageSize={Math.max(1, shown.data?.total ?? 1)}
				onPageChange={() => {}}
				noun={["college", "colleges"]}
				filters={
					<Group align="end" wrap="wrap">
						<TextInput
							type="search"
							label="Search colleges"
							value={search}
							onChange={(event) => setSearch(event.currentTarget.value)}
							w={{ base: "100%", sm: 260 }}
						/>
						<NativeSelect
							label="Status"
							value={status}
							onChange={(event) => setStatus(event.currentTarget.value as CollegeStatus | "")}
							data={[
								{ value: "", label: "Any status" },
								...COLLEGE_STATUSES.map((s) => ({
									value: s,
									label: `${COLLEGE_STATUS_LABELS[s]} (${count(s)})`,
								})),
							]}
							w={{ base: "100%", xs: 180 }}
						/>
					</Group>
				}
			/>
			<SubscriptionModal college={managing} onClose={() => setManaging(null)} />
		</Stack>
	);
}
