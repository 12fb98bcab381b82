import { Anchor, Badge, Image, Text } from "@mantine/core";
import { REPORT_CATEGORIES } from "@unnati/contracts";
import { type ReportRecord, reportsQuery } from "../api";
import { type Column, EmailCell, formatWhen, InboxList, LongText } from "../components/inbox-list";

function categoryLabel(category: string): string {
	return REPORT_CATEGORIES[category as keyof typeof REPORT_CATEGORIES] ?? category;
}

const columns: Column<ReportRecord>[] = [
	{ header: "Received", cell: (item) => <Text size="sm">{formatWhen(item.createdAt)}</Text>, minWidth: 130 },
	{
		header: "Category",
		minWidth: 160,
		cell: (item) => (
			<Badge variant="light" tt="none">
				{categoryLabel(item.category)}
			</Badge>
		),
	},
	{ header: "Description", cell: (item) => <LongText>{item.description}</LongText>, minWidth: 320 },
	{
		header: "Reply to",
		minWidth: 180,
		cell: (item) => <EmailCell email={item.email} />,
	},
	{
		header: "Screenshot",
		minWidth: 120,
		cell: (item) =>
			item.screenshotUrl ? (
				<Anchor href={item.screenshotUrl} target="_blank" rel="noopener" aria-label="Open the screenshot">
					<Image
						src={item.screenshotUrl}
						alt="Screenshot attached to the report"
						w={96}
						h={64}
						fit="cover"
						radius="sm"
					/>
				</Anchor>
			) : (
				<Text size="sm" c="dimmed">
					None
				</Text>
			),
	},
];

/** /admin-dashboard/reports: the issues reported from /report. */
export function ReportsScreen() {
	return (
		<InboxList
			title="Issue reports"
			description="Problems reported from the Report an Issue page, newest first."
			searchLabel="Search by description, email or category"
			emptyText="No issue reports yet"
			query={reportsQuery}
			columns={columns}
		/>
	);
}
