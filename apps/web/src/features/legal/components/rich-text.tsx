import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

const MARK = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;

/**
 * Renders the inline marks of the legal texts: `**bold**` as <strong>, and `[label](href)` as a link
 * (in-app for paths starting with "/", a plain anchor for mailto: and the like). Everything else is
 * text, so nothing in the data can inject markup.
 */
export function RichText({ text }: { text: string }) {
	const parts: ReactNode[] = [];
	let rest = 0;
	for (const match of text.matchAll(MARK)) {
		const [whole, bold, label, href] = match;
		if (match.index > rest) parts.push(text.slice(rest, match.index));
		if (bold !== undefined) {
			parts.push(<strong key={match.index}>{bold}</strong>);
		} else if (label !== undefined && href !== undefined) {
			parts.push(
				href.startsWith("/") ? (
					<Anchor key={match.index} component={Link} to={href} underline="always">
						{label}
					</Anchor>
				) : (
					<Anchor key={match.index} href={href} underline="always">
						{label}
					</Anchor>
				),
			);
		}
		rest = match.index + whole.length;
	}
	if (rest < text.length) parts.push(text.slice(rest));
	return <>{parts}</>;
}
