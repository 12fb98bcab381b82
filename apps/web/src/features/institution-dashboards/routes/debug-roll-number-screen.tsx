import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { RollNumberLookup } from "@unnati/contracts/students";
import { useState } from "react";
import { EmptyCard, QueryState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { rollNumberLookupQuery } from "../students-api";

const when = (iso: string) =>
	new Date(iso).toLocaleString("en-IN", {
		dateStyle: "medium",
		timeStyle: "short",
		timeZone: "Asia/Kolkata",
	});

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<div>
			<Text size="xs" c="dimmed">
				{label}
			</Text>
			<Text size="sm">{children}</Text>
		</div>
	);
}

function LookupResult({ data }: { data: RollNumberLookup }) {
	const { student, mentor } = data;
	return (
		<Stack gap="md">
			<Card withBorder>
				<Group justify="space-between" mb="sm">
					<Title order={2} size="h3">
						{student.name} · {student.rollNo}
					</Title>
					<Group gap={6}>
						<Badge color={student.active ? "green" : "gray"} variant="light">
							{student.active ? "Active" : "Deactivated"}
						</Badge>
						{student.invited && (
							<Badge color="yellow" variant="light">
								Has not set a password
							</Badge>
						)}
					</Group>
				</Group>
				<SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
					<Fact label="Email">{student.email}</Fact>
					<Fact label="Phone">{student.phone ?? "—"}</Fact>
					<Fact label="Account created">{when(student.createdAt)}</Fact>
					<Fact label="College">{student.collegeName ?? "—"}</Fact>
					<Fact label="Department">{student.deptName ?? "—"}</Fact>
					<Fact label="Year and section">
						{student.currentYear ? `Year ${student.currentYear}` : "—"} · {student.section ?? "—"}
					</Fact>
					<Fact label="Mentor">
						{mentor ? `${mentor.name}${mentor.factId ? ` (${mentor.factId})` : ""}` : "No mentor"}
					</Fact>
					<Fact label="Invitation">
						{data.pendingInvitationUntil
							? `A set-password link works until ${when(data.pendingInvitationUntil)}`
							: "No open link"}
					</Fact>
				</SimpleGrid>
			</Card>
			<Title order={2} size="h3">
				Recent sign-ins
			</Title>
			{data.recentSignIns.length === 0 ? (
				<EmptyCard>This student has never signed in.</EmptyCard>
			) : (
				<Table striped withTableBorder aria-label="Recent sign-ins">
					<Table.Thead>
						<Table.Tr>
							<Table.Th scope="col">When</Table.Th>
							<Table.Th scope="col">Address</Table.Th>
							<Table.Th scope="col">Browser</Table.Th>
							<Table.Th scope="col">Session</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{data.recentSignIns.map((s) => (
							<Table.Tr key={s.at}>
								<Table.Td>{when(s.at)}</Table.Td>
								<Table.Td>{s.ip ?? "—"}</Table.Td>
								<Table.Td>
									<Text size="xs" lineClamp={2}>
										{s.userAgent ?? "—"}
									</Text>
								</Table.Td>
								<Table.Td>
									{s.live ? "Signed in" : "Ended"}
									{s.rememberMe ? " · kept 30 days" : ""}
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			)}
		</Stack>
	);
}

/**
 * `/debug-rollnumber`: a support page that looks a roll number up and shows the account, where the
 * student belongs, their mentor and recent sign-ins. The server decides the scope (the platform
 * admin: every college; a college's staff: their college or department) and never sends a secret.
 */
export function DebugRollNumberScreen() {
	useDocumentTitle("Look up a roll number · Unnati");
	const [input, setInput] = useState("");
	const [rollNo, setRollNo] = useState("");
	const lookup = useQuery({ ...rollNumberLookupQuery(rollNo), enabled: rollNo !== "" });
	const notFound = lookup.error instanceof HttpError && lookup.error.status === 404;
	return (
		<Stack gap="lg" maw={1000}>
			<div>
				<Title order={1}>Look up a roll number</Title>
				<Text c="dimmed" mt={4}>
					For helping a student who cannot sign in: their account, college, department, section, year, mentor
					and recent sign-ins. Passwords and links are never shown.
				</Text>
			</div>
			<form
				onSubmit={(event) => {
					event.preventDefault();
					setRollNo(input.trim().toUpperCase());
				}}
			>
				<Group align="flex-end">
					<TextInput
						label="Roll number"
						placeholder="e.g. 22CSE001"
						value={input}
						onChange={(event) => setInput(event.currentTarget.value)}
						w={240}
					/>
					<Button type="submit" disabled={input.trim() === ""}>
						Look up
					</Button>
				</Group>
			</form>
			{rollNo !== "" &&
				(notFound ? (
					<EmptyCard>No student with roll number {rollNo} in your reach.</EmptyCard>
				) : (
					<QueryState query={lookup} what="The roll number" loading={{ label: `Looking up ${rollNo}` }}>
						{(data) => <LookupResult data={data} />}
					</QueryState>
				))}
		</Stack>
	);
}
