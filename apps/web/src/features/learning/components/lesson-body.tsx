import { AspectRatio, Box, Text } from "@mantine/core";
import "./lesson-body.css";

/**
 * A lesson's HTML. It was rendered from Markdown and sanitized on the server (no scripts, handlers or
 * javascript: links survive rehype-sanitize there), which is why it may be set as HTML here.
 */
export function LessonBody({ html }: { html: string }) {
	// biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (modules/learning/markdown.ts)
	return <Box className="lesson-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** An optional lesson video, embedded only from YouTube's privacy-enhanced host; other links open in a new tab. */
export function LessonVideo({ url, title }: { url: string; title: string }) {
	const id = /(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,20})/.exec(url)?.[1];
	if (!id)
		return (
			<Text>
				<a href={url} target="_blank" rel="noopener noreferrer">
					Watch the video for this lesson
				</a>
			</Text>
		);
	return (
		<AspectRatio ratio={16 / 9} maw={720}>
			<iframe
				src={`https://www.youtube-nocookie.com/embed/${id}`}
				title={`Video: ${title}`}
				loading="lazy"
				allow="encrypted-media; picture-in-picture"
				allowFullScreen
				sandbox="allow-scripts allow-same-origin allow-presentation"
			/>
		</AspectRatio>
	);
}
