import { Anchor, Badge, Image, Stack, Text } from "@mantine/core";
import { REPORT_CATEGORIES } from "@unnati/contracts";
import type { ReportInboxItem } from "@unnati/contracts/inbox";
import { type Column, EmailCell, formatWhen, InboxList, LongText } from "../components/inbox-list";

function categoryLabel(category: string): string {
	return REPORT_CATEGORIES[category as keyof typeof REPORT_CATEGORIES] ?? category;
}

function Screenshot({ url, width }: { url: string; width: number }) {
	return (
		<Anchor href={url} target="_blank" rel="noopener" aria-label="Open the screenshot">
			<Image src={url} alt="Screenshot attached to the report" w={width} fit="contain" radius="sm" />
		</Anchor>
	);
}

const columns: Column<ReportInboxItem>[] = [
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
				<Screenshot url={item.screenshotUrl} width={96} />
			) : (
				<Text size="sm" c="dimmed">
					None
				</Text>
			),
	},
];

function Details({ item }: { item: ReportInboxItem }) {
	return (
		<Stack gap="xs">
			<Badge variant="light" tt="none">
				{categoryLabel(item.category)}
			</Badge>
			<LongText>{item.description}</LongText>
			{item.screenshotUrl && <Screenshot url={item.screenshotUrl} width={320} />}
		</Stack>
	);
}

/** /admin-dashboard/reports: the issues reported from /report, worked through the inbox. */
export function ReportsScreen() {
	return (
		<InboxList
			kind="report"
			title="Issue reports"
			description="Problems reported from the Report an Issue page, newest first."
			searchLabel="Search by description, email or category"
			emptyText="No issue reports yet"
			noun={["report", "reports"]}
			columns={columns}
			details={(item) => <Details item={item} />}
			nameOf={(item) => `${categoryLabel(item.category)}: report of ${formatWhen(item.createdAt)}`}
		/>
	);
}
