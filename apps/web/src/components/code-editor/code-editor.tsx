import { Box, Group, Loader, Stack, Text } from "@mantine/core";
import { type CodeLanguage, LANGUAGES } from "@unnati/contracts";
import { lazy, Suspense, useId } from "react";
import { CodeEditorToolbar } from "./code-editor-toolbar";
import type { CodeWorkspace, DraftState } from "./use-code-workspace";
import { useEditorPreferences } from "./use-editor-preferences";

// CodeMirror is fetched only when an editor is first shown, as its own chunk: the landing page and
// every screen without an editor never download it.
const CodeMirrorSurface = lazy(() =>
	import("./codemirror-surface").then((module) => ({ default: module.CodeMirrorSurface })),
);

export interface CodeEditorProps {
	workspace: CodeWorkspace;
	/** Names the editor for everyone, screen readers included. */
	label?: string;
	languages?: readonly CodeLanguage[];
	/** Ctrl/Cmd+Enter inside the editor; the hint below the editor mentions it only when given. */
	onRun?: () => void;
	/** CSS height of the editing area. */
	height?: string;
	/** While code is being judged: the code and language stay as they are. */
	readOnly?: boolean;
}

const DRAFT_TEXT: Record<DraftState, string> = {
	starter: "Starter code",
	pending: "Saving draft…",
	saved: "Draft saved on this device",
};

function EditorLoading({ height }: { height: string }) {
	return (
		<Group h={height} justify="center" gap="sm" role="status">
			<Loader size="sm" />
			<Text c="dimmed">Loading editor…</Text>
		</Group>
	);
}

/**
 * The code editor every coding screen shares (playground, DSA question, coding interview, exams):
 * a toolbar, CodeMirror 6 (lazy), and drafts kept per workspace and language by `workspace`.
 */
export function CodeEditor({
	workspace,
	label = "Code",
	languages = LANGUAGES,
	onRun,
	height = "420px",
	readOnly = false,
}: CodeEditorProps) {
	const [preferences, updatePreferences] = useEditorPreferences();
	const id = useId();
	const labelId = `${id}-label`;
	const hintId = `${id}-hint`;

	return (
		<Stack gap="xs">
			<CodeEditorToolbar
				language={workspace.language}
				languages={languages}
				onLanguageChange={workspace.setLanguage}
				preferences={preferences}
				onPreferencesChange={updatePreferences}
				onReset={workspace.reset}
				disabled={readOnly}
			/>
			<Group justify="space-between" gap="xs">
				<Text id={labelId} fw={600} size="sm">
					{label}
				</Text>
				<Text size="xs" c="dimmed">
					{DRAFT_TEXT[workspace.draftState]}
				</Text>
			</Group>
			<Box
				style={{
					border: "1px solid var(--mantine-color-default-border)",
					borderRadius: "var(--mantine-radius-sm)",
					overflow: "hidden",
				}}
			>
				<Suspense fallback={<EditorLoading height={height} />}>
					<CodeMirrorSurface
						value={workspace.source}
						onChange={workspace.setSource}
						language={workspace.language}
						theme={preferences.theme}
						fontSize={preferences.fontSize}
						tabSize={preferences.tabSize}
						labelId={labelId}
						describedById={hintId}
						height={height}
						readOnly={readOnly}
						{...(onRun ? { onRunShortcut: onRun } : {})}
					/>
				</Suspense>
			</Box>
			<Text id={hintId} size="xs" c="dimmed">
				Tab indents; press Esc, then Tab, to leave the editor.
				{onRun ? " Ctrl+Enter (⌘+Enter on a Mac) runs the code." : ""}
			</Text>
		</Stack>
	);
}
