import { Alert, Button, Card, Group, Modal, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PromotionPreview, PromotionResult } from "@unnati/contracts/students";
import { useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { applyPromotion, previewPromotion, structureKeys } from "../structure-api";
import { studentKeys } from "../students-api";

const YEARS = [
	...[1, 2, 3].map((y) => ({ value: String(y), label: `Year ${y} → Year ${y + 1}` })),
	{ value: "4", label: "Year 4 → Graduate" },
];
const ALL = "all";

interface PromotePanelProps {
	/**
	 * The departments to choose from, with "All departments" (the college administrator); absent for a
	 * department head, whose requests name no department and so promote their own.
	 */
	departments?: readonly { id: string; code: string }[];
	/** What the department head's panel calls their department, e.g. "CSE". */
	ownDepartment?: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Promote a year": choose the department and year, preview who moves, confirm in a dialog that
 * says what happens, see the result. The final year graduates instead; a final-year student with
 * active backlogs is listed as not graduated and stays in year 4.
 */
export function PromotePanel({ departments, ownDepartment }: PromotePanelProps) {
	const queryClient = useQueryClient();
	const [department, setDepartment] = useState(ALL);
	const [year, setYear] = useState("1");
	const [preview, setPreview] = useState<PromotionPreview | null>(null);
	const [confirming, setConfirming] = useState(false);
	const [result, setResult] = useState<PromotionResult | null>(null);
	const request = {
		fromYear: Number(year),
		...(departments && department !== ALL ? { departmentId: department } : {}),
	};
	const where = departments
		? department === ALL
			? "every department"
			: (departments.find((d) => d.id === department)?.code ?? "the department")
		: (ownDepartment ?? "your department");

	const load = useMutation({
		mutationFn: () => previewPromotion(request),
		onMutate: () => {
			setPreview(null);
			setResult(null);
		},
		onSuccess: setPreview,
	});
	const apply = useMutation({
		mutationFn: (p: PromotionPreview) =>
			applyPromotion({ ...request, version: p.version, count: p.moving.length }),
		onSuccess: (done) => {
			setResult(done);
			setPreview(null);
			setConfirming(false);
			void queryClient.invalidateQueries({ queryKey: studentKeys.all });
			void queryClient.invalidateQueries({ queryKey: structureKeys.all });
		},
	});
	const reset = () => {
		setPreview(null);
		setResult(null);
		load.reset();
		apply.reset();
	};

	return (
		<Card withBorder padding="lg" component="section" aria-labelledby="promote-heading">
			<Stack gap="md">
				<div>
					<Title order={2} size="h3" id="promote-heading">
						Promote a year
					</Title>
					<Text size="sm" c="dimmed" mt={4}>
						At the end of the academic year, move every active student of a year to the next. Only the year
						changes: sections, mentors and academic records (backlogs included) stay as they are. Deactivated
						students are left where they are. Year 4 graduates: graduates keep their records, certificates,
						resumes and placement outcomes and can still sign in; students with active backlogs stay in year
						4.
					</Text>
				</div>
				<form
					onSubmit={(event) => {
						event.preventDefault();
						load.mutate();
					}}
				>
					<Group align="end">
						{departments && (
							<Select
								label="Department"
								data={[
									{ value: ALL, label: "All departments" },
									...departments.map((d) => ({ value: d.id, label: d.code })),
								]}
								value={department}
								onChange={(value) => {
									setDepartment(value ?? ALL);
									reset();
								}}
								allowDeselect={false}
								w={200}
							/>
						)}
						<Select
							label="Year"
							data={YEARS}
							value={year}
							onChange={(value) => {
								setYear(value ?? "1");
								reset();
							}}
							allowDeselect={false}
							w={200}
						/>
						<Button type="submit" loading={load.isPending}>
							Preview
						</Button>
					</Group>
				</form>
				{load.isError && (
					<Alert color="red" variant="light" title="The preview could not be made" role="alert">
						{failureMessage(load.error, "Please check your connection and try again.")}
					</Alert>
				)}
				{result && (
					<Alert
						color="green"
						variant="light"
						title={result.toYear === null ? "Graduation done" : "Promotion done"}
						role="status"
					>
						{result.toYear === null
							? `${plural(result.graduated, "student", "students")} graduated.`
							: `${plural(result.promoted, "student", "students")} moved from year ${result.fromYear} to year ${result.toYear}.`}
						{result.keptBack > 0 &&
							` ${plural(result.keptBack, "student with backlogs stays", "students with backlogs stay")} in year ${result.fromYear}.`}
						{result.leftDeactivated > 0 &&
							` ${plural(result.leftDeactivated, "deactivated student stays", "deactivated students stay")} in year ${result.fromYear}.`}
					</Alert>
				)}
				{preview && (
					<Stack gap="sm" aria-live="polite">
						{preview.moving.length === 0 ? (
							<Text>
								{preview.graduates
									? `No active student of ${where} in year ${preview.fromYear} can graduate now.`
									: `No active student of ${where} is in year ${preview.fromYear}: there is nobody to promote.`}
							</Text>
						) : (
							<>
								<Text>
									{preview.graduates
										? `${plural(preview.moving.length, "student", "students")} of ${where} would graduate.`
										: `${plural(preview.moving.length, "student", "students")} of ${where} would move from year ${preview.fromYear} to year ${preview.toYear}.`}
								</Text>
								<Table.ScrollContainer minWidth={360}>
									<Table
										striped
										aria-label={
											preview.graduates
												? "Students who would graduate, by department and section"
												: "Students who would move, by department and section"
										}
									>
										<Table.Thead>
											<Table.Tr>
												<Table.Th>Department</Table.Th>
												<Table.Th>Section</Table.Th>
												<Table.Th>Students</Table.Th>
											</Table.Tr>
										</Table.Thead>
										<Table.Tbody>
											{preview.counts.map((c) => (
												<Table.Tr key={`${c.department}-${c.section ?? ""}`}>
													<Table.Td>{c.department}</Table.Td>
													<Table.Td>{c.section ?? "—"}</Table.Td>
													<Table.Td>{c.count}</Table.Td>
												</Table.Tr>
											))}
										</Table.Tbody>
									</Table>
								</Table.ScrollContainer>
							</>
						)}
						{preview.notGraduated.length > 0 && (
							<Table.ScrollContainer minWidth={360}>
								<Table aria-label="Students who would not graduate">
									<Table.Thead>
										<Table.Tr>
											<Table.Th>Student</Table.Th>
											<Table.Th>Department</Table.Th>
											<Table.Th>Stays in year {preview.fromYear}</Table.Th>
										</Table.Tr>
									</Table.Thead>
									<Table.Tbody>
										{preview.notGraduated.map((s) => (
											<Table.Tr key={s.rollNo}>
												<Table.Td>
													{s.name} ({s.rollNo})
												</Table.Td>
												<Table.Td>
													{s.department}
													{s.section ? ` · ${s.section}` : ""}
												</Table.Td>
												<Table.Td>{s.reason}</Table.Td>
											</Table.Tr>
										))}
									</Table.Tbody>
								</Table>
							</Table.ScrollContainer>
						)}
						{preview.deactivated.length > 0 && (
							<Text size="sm" c="dimmed">
								Left in year {preview.fromYear} (deactivated):{" "}
								{preview.deactivated.map((s) => `${s.name} (${s.rollNo})`).join(", ")}.
							</Text>
						)}
						{preview.moving.length > 0 && (
							<Group>
								<Button color="orange" onClick={() => setConfirming(true)}>
									{preview.graduates ? "Graduate" : "Promote"}{" "}
									{plural(preview.moving.length, "student", "students")}…
								</Button>
							</Group>
						)}
					</Stack>
				)}
			</Stack>
			<Modal
				opened={confirming && preview !== null}
				onClose={() => setConfirming(false)}
				title={
					preview
						? `${preview.graduates ? "Graduate" : "Promote"} year ${preview.fromYear} of ${where}?`
						: "Promote"
				}
			>
				{preview && (
					<Stack gap="md">
						<Text>
							{preview.graduates
								? `${plural(preview.moving.length, "student", "students")} will graduate. They keep their records, certificates, resumes and placement outcomes and can still sign in, but leave the current students, the at-risk lists, their mentors and exam audiences.`
								: `${plural(preview.moving.length, "student", "students")} will move from year ${preview.fromYear} to year ${preview.toYear}. Their sections, mentors and academic records (backlogs included) stay as they are.`}
							{preview.notGraduated.length > 0 &&
								` ${plural(preview.notGraduated.length, "student with backlogs stays", "students with backlogs stay")} in year ${preview.fromYear}.`}
							{preview.deactivated.length > 0 &&
								` ${plural(preview.deactivated.length, "deactivated student stays", "deactivated students stay")} in year ${preview.fromYear}.`}{" "}
							{preview.graduates
								? "There is no undo."
								: "There is no undo: a student moved by mistake is corrected one at a time on the Students screen."}
						</Text>
						{apply.isError && (
							<Alert color="red" variant="light" role="alert">
								{failureMessage(apply.error, "The promotion could not be saved. Please try again.")}
							</Alert>
						)}
						<Group justify="flex-end">
							<Button variant="default" onClick={() => setConfirming(false)}>
								Cancel
							</Button>
							<Button color="orange" loading={apply.isPending} onClick={() => apply.mutate(preview)}>
								{preview.graduates ? "Graduate" : "Promote"}
							</Button>
						</Group>
					</Stack>
				)}
			</Modal>
		</Card>
	);
}
