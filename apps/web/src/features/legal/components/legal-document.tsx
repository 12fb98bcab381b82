import { Box, Container, Grid, List, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { LegalBlock, LegalDate, LegalSection } from "../legal-section";
import { SECTION_HEADING_ATTRIBUTE, scrollToSection } from "../scroll-to-section";
import { RichText } from "./rich-text";
import { TableOfContents } from "./table-of-contents";

interface LegalDocumentProps {
	title: string;
	lastUpdated: LegalDate;
	/** Paragraphs shown under the title, before the table of contents. */
	intro: readonly string[];
	sections: readonly LegalSection[];
}

function Block({ block }: { block: LegalBlock }) {
	if (typeof block === "string") {
		return (
			<Text mt="sm">
				<RichText text={block} />
			</Text>
		);
	}
	return (
		<List mt="sm" spacing="xs" pr="md">
			{block.list.map((item) => (
				<List.Item key={item}>
					<RichText text={item} />
				</List.Item>
			))}
		</List>
	);
}

/**
 * A long legal text: title, last-updated date, a numbered table of contents, and the numbered
 * sections. Following a contents link scrolls smoothly to the section, focuses its heading and puts
 * its `#id` in the address; opening the page with a `#id` goes straight to that section.
 */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
	const navigate = useNavigate();
	const { hash } = useLocation();
	// The sections arrive with this lazily loaded screen, after the browser's own jump to the hash.
	const [initialHash] = useState(hash);
	useEffect(() => {
		if (initialHash.length > 1) scrollToSection(initialHash.slice(1), { smooth: false, focus: false });
	}, [initialHash]);

	const goToSection = (id: string) => {
		if (scrollToSection(id)) navigate({ hash: id }, { replace: true, preventScrollReset: true });
	};

	return (
		<Container size="lg" py={{ base: 32, sm: 56 }}>
			<Title order={1}>{title}</Title>
			<Text c="dimmed" mt="xs">
				Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
			</Text>
			{intro.map((paragraph) => (
				<Text key={paragraph} mt="md" maw={760}>
					<RichText text={paragraph} />
				</Text>
			))}

			<Grid gutter={{ base: "lg", md: 48 }} mt="xl">
				<Grid.Col span={{ base: 12, md: 4 }}>
					<TableOfContents sections={sections} onSelect={goToSection} />
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 8 }}>
					{sections.map((section, index) => (
						<Box component="section" key={section.id} id={section.id} mb="xl" style={{ scrollMarginTop: 80 }}>
							<Title
								order={2}
								size="h3"
								tabIndex={-1}
								{...{ [SECTION_HEADING_ATTRIBUTE]: "" }}
								style={{ outlineOffset: 4 }}
							>
								{`${index + 1}. ${section.title}`}
							</Title>
							{section.blocks.map((block) => (
								<Block key={typeof block === "string" ? block : block.list.join("\n")} block={block} />
							))}
						</Box>
					))}
				</Grid.Col>
			</Grid>
		</Container>
	);
}
