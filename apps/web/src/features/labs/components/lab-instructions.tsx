import { Box } from "@mantine/core";
import "./lab-instructions.css";

/**
 * A step's instructions as HTML. They were rendered from Markdown and sanitized on the server by
 * learning's renderer (no scripts, handlers or javascript: links survive it), so they may be set here.
 */
export function LabInstructions({ html }: { html: string }) {
	// biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (modules/learning/markdown.ts via labs)
	return <Box className="lab-instructions" dangerouslySetInnerHTML={{ __html: html }} />;
}
