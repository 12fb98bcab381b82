import {
	Alert,
	Badge,
	Button,
	Card,
	Group,
	Select,
	Stack,
	Table,
	Text,
	Textarea,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { coverageMatch, coverageQuery } from "../api";

/** A placement officer's view of one year of study: who has a resume on Unnati and who has none. */
export function ResumeCoverageScreen() {
	useDocumentTitle("Resume coverage · Unnati");
	const [year, setYear] = useState<number | null>(null);
	const coverage = useQuery(coverageQuery(year));
	const [jd, setJd] = useState("");
	const [scores, setScores] = useState<Map<string, number | null> | null>(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const match = async () => {
		setError(null);
		setBusy(true);
		try {
			const result = await coverageMatch(coverage.data?.year ?? year, jd);
			setScores(new Map(result.students.map((s) => [s.id, s.bestScore ?? null])));
		} catch (caught) {
			setError(
				caught instanceof HttpError
					? (caught.errors[0]?.message ?? caught.serverMessage ?? "The match failed.")
					: "The match failed.",
			);
		} finally {
			setBusy(false);
		}
	};
	let body: React.ReactNode;
	if (coverage.isPending) body = <LoadingState label="Loading students" />;
	else if (coverage.isError)
		body = <LoadFailed what="The students" error={coverage.error} onRetry={() => coverage.refetch()} />;
	else if (coverage.data.students.length === 0) body = <EmptyCard>No students in this year.</EmptyCard>;
	else {
		const without = coverage.data.students.filter((s) => s.resumeCount === 0);
		body = (
			<Stack gap="sm">
				<Text>
					<strong>{without.length}</strong> of {coverage.data.students.length} students in year{" "}
					{coverage.data.year} have no resume yet.
				</Text>
				<Card withBorder padding={0}>
					<Table verticalSpacing="xs" aria-label={`Students of year ${coverage.data.year} and their resumes`}>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Roll number</Table.Th>
								<Table.Th>Student</Table.Th>
								<Table.Th>Section</Table.Th>
								<Table.Th>Resumes</Table.Th>
								<Table.Th>Last edited</Table.Th>
								{scores && <Table.Th>Best match</Table.Th>}
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{[...without, ...coverage.data.students.filter((s) => s.resumeCount > 0)].map((student) => (
								<Table.Tr key={student.id}>
									<Table.Td>{student.rollNo}</Table.Td>
									<Table.Td>{student.name}</Table.Td>
									<Table.Td>{student.section}</Table.Td>
									<Table.Td>
										{student.resumeCount === 0 ? (
											<Badge color="red" variant="light">
												None
											</Badge>
										) : (
											student.resumeCount
										)}
									</Table.Td>
									<Table.Td>
										{student.lastUpdated ? new Date(student.lastUpdated).toLocaleDateString("en-IN") : "—"}
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Card>
			</Stack>
		);
	}
	return (
		<Stack gap="lg" maw={1000}>
			<Group justify="space-between" align="flex-end">
				<div>
					<Title order={1}>Resume coverage</Title>
					<Text c="dimmed" mt={4}>
						Students without a resume are listed first, so they can be reminded before the next drive.
					</Text>
				</div>
				{coverage.data && coverage.data.years.length > 0 && (
					<Select
						label="Year of study"
						data={coverage.data.years.map((y) => ({ value: String(y), label: `Year ${y}` }))}
						value={String(coverage.data.year ?? "")}
						onChange={(value) => {
							if (!value) return;
							setYear(Number(value));
							setScores(null);
						}}
						allowDeselect={false}
						w={160}
					/>
				)}
			</Group>
			<Card withBorder padding="lg">
				<Stack gap="sm">
					<Textarea
						label="Job description of an upcoming drive (optional)"
						description="Each student's best resume is matched against it; a score under 60 is marked low."
						autosize
						minRows={3}
						maxRows={10}
						value={jd}
						onChange={(event) => setJd(event.currentTarget.value)}
					/>
					{error && (
						<Alert color="red" role="alert">
							{error}
						</Alert>
					)}
					<Button w="fit-content" onClick={match} loading={busy} disabled={!jd.trim()}>
						Match this year's resumes
					</Button>
				</Stack>
			</Card>
			{body}
		</Stack>
	);
}
