import { Anchor, Box, Paper, Title } from "@mantine/core";
import { type MouseEvent, useId } from "react";
import type { LegalSection } from "../legal-section";

interface TableOfContentsProps {
	sections: readonly LegalSection[];
	/** Called with a section's id when its link is followed by a plain click or Enter. */
	onSelect: (id: string) => void;
}

/** A click the page should handle itself: not one that asks for a new tab or window. */
function isPlainClick(event: MouseEvent): boolean {
	return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The numbered list of sections. Each entry is a real `#id` link, so it can be copied or opened in a
 * new tab; a plain click is handed to `onSelect`, which scrolls smoothly instead of jumping. On wide
 * screens the list stays in view beside the text.
 */
export function TableOfContents({ sections, onSelect }: TableOfContentsProps) {
	const headingId = useId();
	return (
		<Paper
			component="nav"
			aria-labelledby={headingId}
			withBorder
			p="md"
			pos={{ base: "static", md: "sticky" }}
			top={80}
			mah={{ md: "calc(100dvh - 96px)" }}
			style={{ overflowY: "auto" }}
		>
			<Title order={2} size="h4" id={headingId} mb="sm">
				Contents
			</Title>
			<Box component="ol" m={0} p={0} style={{ listStyle: "none" }}>
				{sections.map((section, index) => (
					<Box component="li" key={section.id} py={4}>
						<Anchor
							href={`#${section.id}`}
							size="sm"
							onClick={(event) => {
								if (!isPlainClick(event)) return;
								event.preventDefault();
								onSelect(section.id);
							}}
						>
							{`${index + 1}. ${section.title}`}
						</Anchor>
					</Box>
				))}
			</Box>
		</Paper>
	);
}
