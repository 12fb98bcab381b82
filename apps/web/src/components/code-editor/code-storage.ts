import { type CodeLanguage, LANGUAGES } from "@unnati/contracts";

// What the editor keeps on this device: a draft per workspace and language, the language last
// used in each workspace, and the person's editor preferences. Storage may be full, disabled
// (private windows) or hold anything at all: every read is checked, every write may fail quietly.

const PREFIX = "unnati:code";
const draftKey = (workspace: string, language: CodeLanguage) => `${PREFIX}:draft:${workspace}:${language}`;
const languageKey = (workspace: string) => `${PREFIX}:language:${workspace}`;
const PREFERENCES_KEY = `${PREFIX}:preferences`;

function read(key: string): string | null {
	try {
		return localStorage.getItem(key);
	} catch {
		return null;
	}
}

function write(key: string, value: string) {
	try {
		localStorage.setItem(key, value);
	} catch {
		// Full or disabled storage: the code stays in the editor, only the draft is not kept.
	}
}

function remove(key: string) {
	try {
		localStorage.removeItem(key);
	} catch {
		// Nothing to clear.
	}
}

export function isLanguage(value: unknown): value is CodeLanguage {
	return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function loadDraft(workspace: string, language: CodeLanguage): string | null {
	return read(draftKey(workspace, language));
}

export function saveDraft(workspace: string, language: CodeLanguage, source: string) {
	write(draftKey(workspace, language), source);
}

export function clearDraft(workspace: string, language: CodeLanguage) {
	remove(draftKey(workspace, language));
}

export function loadLanguage(workspace: string): CodeLanguage | null {
	const stored = read(languageKey(workspace));
	return isLanguage(stored) ? stored : null;
}

export function saveLanguage(workspace: string, language: CodeLanguage) {
	write(languageKey(workspace), language);
}

export type EditorTheme = "light" | "dark";

export interface EditorPreferences {
	theme: EditorTheme;
	fontSize: number;
	tabSize: number;
}

export const FONT_SIZES = [12, 14, 16, 18, 20] as const;
export const TAB_SIZES = [2, 4, 8] as const;
export const DEFAULT_PREFERENCES: EditorPreferences = { theme: "light", fontSize: 14, tabSize: 4 };

export function loadPreferences(): EditorPreferences {
	let stored: unknown;
	try {
		stored = JSON.parse(read(PREFERENCES_KEY) ?? "null");
	} catch {
		stored = null;
	}
	if (typeof stored !== "object" || stored === null) return DEFAULT_PREFERENCES;
	const { theme, fontSize, tabSize } = stored as Record<string, unknown>;
	return {
		theme: theme === "dark" || theme === "light" ? theme : DEFAULT_PREFERENCES.theme,
		fontSize: (FONT_SIZES as readonly unknown[]).includes(fontSize)
			? (fontSize as number)
			: DEFAULT_PREFERENCES.fontSize,
		tabSize: (TAB_SIZES as readonly unknown[]).includes(tabSize)
			? (tabSize as number)
			: DEFAULT_PREFERENCES.tabSize,
	};
}

export function savePreferences(preferences: EditorPreferences) {
	write(PREFERENCES_KEY, JSON.stringify(preferences));
}
