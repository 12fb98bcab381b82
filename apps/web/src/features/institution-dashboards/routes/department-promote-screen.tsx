import { Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useSession } from "../../../lib/session";
import { PromotePanel } from "../components/promote-panel";

/** The department head's "Promote a year" (issue 18): their own department's students only. */
export function DepartmentPromoteScreen() {
	useDocumentTitle("Promote a year · Unnati");
	const session = useSession();
	const department = session.data?.deptName ?? undefined;
	return (
		<Stack gap="lg" maw={900}>
			<div>
				<Title order={1}>Promote a year</Title>
				<Text c="dimmed" mt={4}>
					The students of {department ?? "your department"}, at the end of the academic year.
				</Text>
			</div>
			<PromotePanel {...(department ? { ownDepartment: department } : {})} />
		</Stack>
	);
}
