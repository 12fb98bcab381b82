import { Card, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../components/load-states";
import { useSession } from "../../../lib/session";
import { DepartmentBatches, DepartmentSections } from "../components/department-sections";
import { PromotePanel } from "../components/promote-panel";
import { ownDepartmentQuery } from "../structure-api";

/**
 * The department head's "Sections and promotion" (issue 18): their own department's declared
 * sections (add, rename, delete an empty one) and batches, and promoting a year (year 4 graduates).
 */
export function DepartmentPromoteScreen() {
	useDocumentTitle("Sections and promotion · Unnati");
	const session = useSession();
	const department = session.data?.deptName ?? undefined;
	const own = useQuery(ownDepartmentQuery());
	return (
		<Stack gap="lg" maw={1000}>
			<div>
				<Title order={1}>Sections and promotion</Title>
				<Text c="dimmed" mt={4}>
					The sections and batches of {department ?? "your department"}, and promoting its students at the end
					of the academic year.
				</Text>
			</div>
			<Card withBorder padding="lg">
				<QueryState query={own} what="Your department's sections" loading={{ label: "Loading the sections" }}>
					{(d) => (
						<Stack gap="md">
							<DepartmentSections department={d} />
							<DepartmentBatches department={d} />
						</Stack>
					)}
				</QueryState>
			</Card>
			<PromotePanel {...(department ? { ownDepartment: department } : {})} />
		</Stack>
	);
}
