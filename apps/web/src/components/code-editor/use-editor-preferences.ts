import { useCallback, useState } from "react";
import { type EditorPreferences, loadPreferences, savePreferences } from "./code-storage";

/** Theme, font size and tab size: one set per device, shared by every editor. */
export function useEditorPreferences() {
	const [preferences, setPreferences] = useState(loadPreferences);
	const update = useCallback((change: Partial<EditorPreferences>) => {
		setPreferences((previous) => {
			const next = { ...previous, ...change };
			savePreferences(next);
			return next;
		});
	}, []);
	return [preferences, update] as const;
}
