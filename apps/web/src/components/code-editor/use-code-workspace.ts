import { type CodeLanguage, LANGUAGES } from "@unnati/contracts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { clearDraft, loadDraft, loadLanguage, saveDraft, saveLanguage } from "./code-storage";
import { DEFAULT_STARTERS } from "./starters";

/** After the last keystroke: often enough to lose little, rarely enough not to write on every key. */
export const DRAFT_SAVE_DELAY_MS = 600;

/** Where the language last chosen in any workspace is kept, for workspaces opened the first time. */
const ANY_WORKSPACE = "last-used";

export interface CodeWorkspaceOptions {
	/**
	 * Names the drafts on this device, e.g. `${userId}:playground` or `${userId}:problem:two-sum`. Read
	 * once: give the component a React `key` to switch to another workspace.
	 */
	workspace: string;
	/** The code a language starts from; languages without one use DEFAULT_STARTERS. */
	starters?: Partial<Record<CodeLanguage, string>>;
	/** Used when this workspace and the device remember no language. */
	defaultLanguage?: CodeLanguage;
}

/** "saved": the draft on this device matches the editor; "pending": a save is waiting for a pause. */
export type DraftState = "starter" | "pending" | "saved";

export interface CodeWorkspace {
	language: CodeLanguage;
	source: string;
	draftState: DraftState;
	/** Keeps the current draft, then opens `language` at its own draft or its starter. */
	setLanguage(language: CodeLanguage): void;
	setSource(source: string): void;
	/** Back to the starter of the current language; the draft is dropped. */
	reset(): void;
	/** Opens `source` in `language`, e.g. a past submission, and keeps it as that language's draft. */
	load(language: CodeLanguage, source: string): void;
	/** Writes a waiting draft now. */
	flush(): void;
	starterFor(language: CodeLanguage): string;
}

type Snapshot = { language: CodeLanguage; source: string; draftState: DraftState };

/**
 * The code being written and the language it is in, with drafts autosaved (debounced) per workspace
 * and language in local storage and restored when the workspace or language is opened again.
 */
export function useCodeWorkspace({
	workspace,
	starters,
	defaultLanguage,
}: CodeWorkspaceOptions): CodeWorkspace {
	const startersRef = useRef(starters);
	startersRef.current = starters;
	const starterFor = useCallback(
		(language: CodeLanguage) => startersRef.current?.[language] ?? DEFAULT_STARTERS[language],
		[],
	);

	const open = useCallback(
		(language: CodeLanguage): Snapshot => {
			const draft = loadDraft(workspace, language);
			return draft === null
				? { language, source: starterFor(language), draftState: "starter" }
				: { language, source: draft, draftState: "saved" };
		},
		[workspace, starterFor],
	);

	const [snapshot, setSnapshot] = useState<Snapshot>(() =>
		open(loadLanguage(workspace) ?? loadLanguage(ANY_WORKSPACE) ?? defaultLanguage ?? LANGUAGES[0]),
	);
	const current = useRef(snapshot);
	const commit = useCallback((next: Snapshot) => {
		current.current = next;
		setSnapshot(next);
	}, []);

	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const persist = useCallback(() => {
		clearTimeout(timer.current);
		timer.current = undefined;
		const { language, source, draftState } = current.current;
		if (draftState !== "pending") return;
		// A draft that is only the starter is not worth keeping: the starter may improve later.
		if (source === starterFor(language)) clearDraft(workspace, language);
		else saveDraft(workspace, language, source);
		commit({ language, source, draftState: source === starterFor(language) ? "starter" : "saved" });
	}, [workspace, starterFor, commit]);

	const rememberLanguage = useCallback(
		(language: CodeLanguage) => {
			saveLanguage(workspace, language);
			saveLanguage(ANY_WORKSPACE, language);
		},
		[workspace],
	);

	const setSource = useCallback(
		(source: string) => {
			if (source === current.current.source) return;
			commit({ ...current.current, source, draftState: "pending" });
			clearTimeout(timer.current);
			timer.current = setTimeout(persist, DRAFT_SAVE_DELAY_MS);
		},
		[commit, persist],
	);

	const setLanguage = useCallback(
		(language: CodeLanguage) => {
			if (language === current.current.language) return;
			persist();
			rememberLanguage(language);
			commit(open(language));
		},
		[persist, rememberLanguage, commit, open],
	);

	const reset = useCallback(() => {
		clearTimeout(timer.current);
		const { language } = current.current;
		clearDraft(workspace, language);
		commit({ language, source: starterFor(language), draftState: "starter" });
	}, [workspace, starterFor, commit]);

	const load = useCallback(
		(language: CodeLanguage, source: string) => {
			persist();
			rememberLanguage(language);
			commit({ language, source, draftState: "pending" });
			persist();
		},
		[persist, rememberLanguage, commit],
	);

	// Whatever is waiting is written when the page goes away or the screen closes.
	useEffect(() => {
		window.addEventListener("pagehide", persist);
		return () => {
			window.removeEventListener("pagehide", persist);
			persist();
		};
	}, [persist]);

	return useMemo(
		() => ({ ...snapshot, setLanguage, setSource, reset, load, flush: persist, starterFor }),
		[snapshot, setLanguage, setSource, reset, load, persist, starterFor],
	);
}
