import { Anchor, Badge, Button, Group, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue, useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StudentSummary } from "@unnati/contracts/students";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { DataTable, type DataTableColumn } from "../../../components/data-table";
import { HttpError } from "../../../lib/http-error";
import { useSession } from "../../../lib/session";
import { collegeInsightsQuery } from "../api";
import { StudentFormModal } from "../components/student-form-modal";
import { downloadCsv, toCsv } from "../csv";
import {
	allStudents,
	reinviteStudent,
	setStudentActive,
	studentKeys,
	studentListQuery,
} from "../students-api";

const PAGE_SIZE = 25;
const YEARS = [
	{ value: "", label: "Every year" },
	...[1, 2, 3, 4].map((y) => ({ value: String(y), label: `Year ${y}` })),
];

const STANDINGS = [
	{ value: "current", label: "Current students" },
	{ value: "graduated", label: "Graduated" },
];

interface StudentsScreenProps {
	/** A department head manages their own department; the college administrator every one. */
	scope: "college" | "department";
}

/**
 * The students a college administrator (their college) or a department head (their department)
 * manages: search and filter, add one, edit, deactivate or reactivate, resend an invitation, export.
 * Current students by default; "Graduated" lists those the final-year promotion graduated.
 */
export function StudentsScreen({ scope }: StudentsScreenProps) {
	const importPath = scope === "college" ? paths.collegeStudentImport : paths.departmentStudentImport;
	useDocumentTitle("Students · Unnati");
	const queryClient = useQueryClient();
	const session = useSession();
	const college = useQuery({ ...collegeInsightsQuery(), enabled: scope === "college" });
	const departments =
		scope === "department"
			? session.data?.deptName
				? [session.data.deptName]
				: []
			: (college.data?.departments.map((d) => d.code) ?? []);
	const [search, setSearch] = useState("");
	const [q] = useDebouncedValue(search.trim(), 300);
	const [year, setYear] = useState("");
	const [standing, setStanding] = useState<"current" | "graduated">("current");
	const [page, setPage] = useState(1);
	const [editing, setEditing] = useState<StudentSummary | null>(null);
	const [formOpen, setFormOpen] = useState(false);
	const filters = {
		...(q ? { q } : {}),
		...(year ? { year: Number(year) } : {}),
		...(standing === "graduated" ? { standing } : {}),
	};
	const list = useQuery({
		...studentListQuery({ ...filters, page, pageSize: PAGE_SIZE }),
		placeholderData: keepPreviousData,
	});

	const toggle = useMutation({
		mutationFn: ({ rollNo, active }: { rollNo: string; active: boolean }) => setStudentActive(rollNo, active),
		onSuccess: (student) => {
			void queryClient.invalidateQueries({ queryKey: studentKeys.all });
			notifications.show({
				color: student.active ? "green" : "orange",
				message: student.active
					? `${student.name} can sign in again.`
					: `${student.name} is deactivated and cannot sign in.`,
			});
		},
	});
	const reinvite = useMutation({
		mutationFn: reinviteStudent,
		onSuccess: (student) =>
			notifications.show({ color: "green", message: `A new invitation was e-mailed to ${student.email}.` }),
		onError: (error) =>
			notifications.show({
				color: "red",
				message: error instanceof HttpError ? (error.serverMessage ?? error.message) : "Please try again.",
			}),
	});

	const columns: DataTableColumn<StudentSummary>[] = [
		{
			key: "student",
			header: "Student",
			minWidth: 180,
			cell: (s) => (
				<>
					<Text size="sm">{s.name}</Text>
					<Text size="xs" c="dimmed">
						{s.rollNo}
					</Text>
				</>
			),
		},
		{ key: "email", header: "Email", minWidth: 200, cell: (s) => s.email },
		{
			key: "placement",
			header: "Department, year, section",
			minWidth: 160,
			cell: (s) => (
				<>
					<Text size="sm">{`${s.deptName ?? "—"} · Year ${s.currentYear ?? "—"} · ${s.section ?? "—"}`}</Text>
					{s.batch && (
						<Text size="xs" c="dimmed">
							Batch {s.batch}
						</Text>
					)}
				</>
			),
		},
		{
			key: "status",
			header: "Status",
			cell: (s) => (
				<Group gap={4}>
					{s.graduated && (
						<Badge color="blue" variant="light">
							Graduated
						</Badge>
					)}
					{s.active ? (
						<Badge color="green" variant="light">
							Active
						</Badge>
					) : (
						<Badge color="gray" variant="light">
							Deactivated
						</Badge>
					)}
				</Group>
			),
		},
		{
			key: "actions",
			header: "Actions",
			minWidth: 260,
			cell: (s) => (
				<Group gap={6}>
					{/* A graduate's department, year and section stay as they graduated. */}
					{!s.graduated && (
						<Button
							size="compact-sm"
							variant="outline"
							onClick={() => {
								setEditing(s);
								setFormOpen(true);
							}}
							aria-label={`Edit ${s.name}`}
						>
							Edit
						</Button>
					)}
					<Button
						size="compact-sm"
						variant="outline"
						color={s.active ? "red" : "green"}
						onClick={() => toggle.mutate({ rollNo: s.rollNo, active: !s.active })}
						aria-label={`${s.active ? "Deactivate" : "Reactivate"} ${s.name}`}
					>
						{s.active ? "Deactivate" : "Reactivate"}
					</Button>
					<Button
						size="compact-sm"
						variant="subtle"
						onClick={() => reinvite.mutate(s.rollNo)}
						aria-label={`Resend invitation to ${s.name}`}
					>
						Resend invitation
					</Button>
				</Group>
			),
		},
	];

	const exportCsv = async () => {
		const items = await allStudents(filters);
		downloadCsv(
			standing === "graduated" ? "graduates.csv" : "students.csv",
			toCsv(
				["Roll number", "Name", "Email", "Department", "Year", "Section", "Batch", "Status"],
				items.map((s) => [
					s.rollNo,
					s.name,
					s.email,
					s.deptName,
					s.currentYear,
					s.section,
					s.batch,
					[s.graduated ? "Graduated" : null, s.active ? "Active" : "Deactivated"].filter(Boolean).join(", "),
				]),
			),
		);
	};

	return (
		<Stack gap="lg" maw={1200}>
			<div>
				<Title order={1}>Students</Title>
				<Text c="dimmed" mt={4}>
					{scope === "college"
						? "Every student of your college."
						: `The students of ${departments[0] ?? "your department"}.`}{" "}
					A deactivated student cannot sign in until you reactivate them; nothing of theirs is deleted.
				</Text>
			</div>
			<Group>
				<Button component={Link} to={importPath}>
					Import from a file
				</Button>
				<Button
					variant="outline"
					onClick={() => {
						setEditing(null);
						setFormOpen(true);
					}}
					disabled={departments.length === 0}
				>
					Add a student
				</Button>
				<Anchor component="button" type="button" size="sm" onClick={() => void exportCsv()}>
					Download the list (CSV)
				</Anchor>
			</Group>
			<DataTable
				label="Students"
				columns={columns}
				rowKey={(s) => s.id}
				query={list}
				what="The students"
				empty={
					q || year
						? "No student matches."
						: standing === "graduated"
							? "No graduates yet: year 4 graduates through Promote a year."
							: "No students yet: import a file or add one."
				}
				page={page}
				pageSize={PAGE_SIZE}
				onPageChange={setPage}
				search={{
					label: "Search by name, roll number or e-mail",
					value: search,
					onChange: (value) => {
						setSearch(value);
						setPage(1);
					},
				}}
				filters={
					<Group align="end">
						<Stack gap={4}>
							<Text size="sm" fw={500} id="standing-label">
								Show
							</Text>
							<SegmentedControl
								aria-labelledby="standing-label"
								data={STANDINGS}
								value={standing}
								onChange={(value) => {
									setStanding(value === "graduated" ? "graduated" : "current");
									setPage(1);
								}}
							/>
						</Stack>
						<Select
							label="Year"
							data={YEARS}
							value={year}
							onChange={(value) => {
								setYear(value ?? "");
								setPage(1);
							}}
							allowDeselect={false}
							w={160}
						/>
					</Group>
				}
				noun={["student", "students"]}
			/>
			<StudentFormModal
				student={editing}
				opened={formOpen}
				onClose={() => setFormOpen(false)}
				departments={departments}
			/>
		</Stack>
	);
}
