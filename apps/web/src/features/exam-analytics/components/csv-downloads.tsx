import { Button, Group } from "@mantine/core";
import { type AnalyticsFilters, csvUrl } from "../api";

/** Links that download the attempts and the item statistics as CSV, with the filters on screen. */
export function CsvDownloads({ examId, filters }: { examId: string; filters: AnalyticsFilters }) {
	return (
		<Group gap="xs" wrap="wrap">
			<Button component="a" href={csvUrl(examId, "attempts", filters)} download variant="light" size="sm">
				Download attempts (CSV)
			</Button>
			<Button component="a" href={csvUrl(examId, "items", filters)} download variant="light" size="sm">
				Download item statistics (CSV)
			</Button>
		</Group>
	);
}
