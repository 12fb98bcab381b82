import { Group, Paper, Text, Title, type TitleOrder } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { messageOf } from "../api";
import { ServerHtml } from "./server-html";

/**
 * The server's sanitized rendering of Markdown as it is typed (debounced): a lesson's body, a lab
 * step's instructions. `render` asks the server; `queryKey` names what is rendered, the text is added.
 */
export function MarkdownPreview({
	title,
	headingOrder,
	minHeight,
	testId,
	queryKey,
	render,
	markdown,
	initialHtml,
}: {
	title: string;
	headingOrder: TitleOrder;
	minHeight: number;
	testId: string;
	queryKey: readonly unknown[];
	render: (markdown: string) => Promise<{ html: string }>;
	markdown: string;
	initialHtml: string;
}) {
	const [debounced] = useDebouncedValue(markdown, 400);
	const headingId = useId();
	const preview = useQuery({
		queryKey: [...queryKey, debounced],
		queryFn: () => render(debounced),
		placeholderData: (previous) => previous ?? { html: initialHtml },
		staleTime: Number.POSITIVE_INFINITY,
	});
	return (
		<Paper withBorder p="md" component="section" aria-labelledby={headingId} mih={minHeight}>
			<Group justify="space-between" mb="xs">
				<Title order={headingOrder} size="h4" id={headingId}>
					{title}
				</Title>
				{preview.isFetching && (
					<Text size="xs" c="dimmed">
						Updating…
					</Text>
				)}
			</Group>
			{preview.isError ? (
				<Text c="red" size="sm" role="alert">
					{messageOf(preview.error, "The preview could not be rendered.")}
				</Text>
			) : (
				<ServerHtml html={preview.data?.html ?? ""} testId={testId} />
			)}
		</Paper>
	);
}
