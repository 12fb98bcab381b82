import type { CodeLanguage } from "@unnati/contracts/code";
import { useEffect, useRef } from "react";
import { CodeEditor } from "../../../components/code-editor/code-editor";
import { useCodeWorkspace } from "../../../components/code-editor/use-code-workspace";

interface LabCodeFieldProps {
	/** Names the editor's drafts on this device, e.g. `lab-author:{labId}:{step}:starter`. */
	workspace: string;
	label: string;
	language: CodeLanguage;
	value: string;
	onChange: (source: string) => void;
	readOnly?: boolean;
	height?: string;
}

/**
 * A program of a lab step (the starter or the reference solution) in the code editor every coding
 * screen shares, opened at the value saved on the server and reporting each change to the form.
 */
export function LabCodeField({
	workspace: name,
	label,
	language,
	value,
	onChange,
	readOnly = false,
	height = "220px",
}: LabCodeFieldProps) {
	const workspace = useCodeWorkspace({
		workspace: name,
		starters: { [language]: value },
		defaultLanguage: language,
	});
	const opened = useRef(false);
	const changed = useRef(onChange);
	changed.current = onChange;

	// biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field opens: the server's value wins
	useEffect(() => {
		workspace.load(language, value);
		opened.current = true;
	}, []);
	useEffect(() => {
		if (opened.current && workspace.language === language) changed.current(workspace.source);
	}, [workspace.source, workspace.language, language]);

	return (
		<CodeEditor
			workspace={workspace}
			label={label}
			languages={[language]}
			height={height}
			readOnly={readOnly}
		/>
	);
}
