import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import ReactCodeMirror, {
	defaultLightThemeOption,
	EditorState,
	EditorView,
	type Extension,
	keymap,
	oneDarkHighlightStyle,
	oneDarkTheme,
	Prec,
} from "@uiw/react-codemirror";
import type { CodeLanguage } from "@unnati/contracts";
import { useEffect, useMemo, useRef, useState } from "react";
import type { EditorTheme } from "./code-storage";

// The heavy half of the code editor: CodeMirror itself. code-editor.tsx loads this module lazily,
// so only screens that show an editor download it; each language's grammar is a chunk of its own.

const languageSupport: Record<CodeLanguage, () => Promise<Extension>> = {
	c: () => import("@codemirror/lang-cpp").then((module) => module.cpp()),
	cpp: () => import("@codemirror/lang-cpp").then((module) => module.cpp()),
	java: () => import("@codemirror/lang-java").then((module) => module.java()),
	python: () => import("@codemirror/lang-python").then((module) => module.python()),
	javascript: () => import("@codemirror/lang-javascript").then((module) => module.javascript()),
};

/** The same highlighting with some colours replaced (keys and values are CSS colours). */
function recolored(style: HighlightStyle, colors: Record<string, string>): Extension {
	return syntaxHighlighting(
		HighlightStyle.define(
			style.specs.map((spec) => {
				const color = typeof spec.color === "string" ? colors[spec.color] : undefined;
				return color ? { ...spec, color } : spec;
			}),
		),
	);
}

// The stock colours that fall under WCAG AA's 4.5:1 on the editor's background or its active line,
// replaced by the nearest shade that clears it. Light: escapes and special strings such as
// <stdio.h>, invalid text, type names. Dark (One Dark): names and comments, and the line numbers.
const lightTheme: Extension = [
	defaultLightThemeOption,
	recolored(defaultHighlightStyle, { "#e40": "#b33000", "#f00": "#c00", "#085": "#07704a" }),
];
const darkTheme: Extension = [
	oneDarkTheme,
	recolored(oneDarkHighlightStyle, { "#e06c75": "#f0848c", "#7d8799": "#969fb0" }),
	Prec.highest(EditorView.theme({ ".cm-gutters": { color: "#969fb0" } }, { dark: true })),
];

export interface CodeMirrorSurfaceProps {
	value: string;
	onChange: (value: string) => void;
	language: CodeLanguage;
	theme: EditorTheme;
	fontSize: number;
	tabSize: number;
	/** The id of the visible label, which names the editable area for screen readers. */
	labelId: string;
	/** The id of the text that explains the keyboard (Esc then Tab to leave; Ctrl/Cmd+Enter to run). */
	describedById: string;
	height: string;
	readOnly?: boolean;
	/** Ctrl/Cmd+Enter inside the editor. */
	onRunShortcut?: () => void;
}

export function CodeMirrorSurface({
	value,
	onChange,
	language,
	theme,
	fontSize,
	tabSize,
	labelId,
	describedById,
	height,
	readOnly = false,
	onRunShortcut,
}: CodeMirrorSurfaceProps) {
	const [grammar, setGrammar] = useState<{ language: CodeLanguage; extension: Extension } | null>(null);
	useEffect(() => {
		let current = true;
		void languageSupport[language]().then((extension) => {
			if (current) setGrammar({ language, extension });
		});
		return () => {
			current = false;
		};
	}, [language]);

	const runShortcut = useRef(onRunShortcut);
	runShortcut.current = onRunShortcut;

	const extensions = useMemo(
		() => [
			// tabindex: the editable area is already in the tab order; saying so lets checkers (axe's
			// scrollable-region-focusable) see that the scroller around it is reachable by keyboard.
			EditorView.contentAttributes.of({
				"aria-labelledby": labelId,
				"aria-describedby": describedById,
				tabindex: "0",
			}),
			EditorState.tabSize.of(tabSize),
			// Highest precedence: the default keymap binds Mod-Enter to "insert blank line".
			Prec.highest(
				keymap.of([
					{
						key: "Mod-Enter",
						run: () => {
							if (!runShortcut.current) return false;
							runShortcut.current();
							return true;
						},
					},
				]),
			),
			...(grammar?.language === language ? [grammar.extension] : []),
		],
		[labelId, describedById, tabSize, grammar, language],
	);

	const setup = useMemo(() => ({ tabSize }), [tabSize]);

	return (
		<ReactCodeMirror
			value={value}
			onChange={onChange}
			theme={theme === "dark" ? darkTheme : lightTheme}
			height={height}
			readOnly={readOnly}
			basicSetup={setup}
			extensions={extensions}
			style={{ fontSize }}
			data-language={language}
		/>
	);
}
