import { Box } from "@mantine/core";
import "./preview.css";

/**
 * Lesson HTML rendered and sanitized by the server's renderer (modules/learning/markdown.ts): raw
 * HTML, scripts, event handlers and javascript: links never survive it.
 */
export function ServerHtml({ html, testId }: { html: string; testId?: string }) {
	return (
		<Box
			className="authoring-preview"
			data-testid={testId}
			// biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server
			dangerouslySetInnerHTML={{ __html: html }}
		/>
	);
}
