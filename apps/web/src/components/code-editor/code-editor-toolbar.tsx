import { Button, Group, Modal, NativeSelect, Stack, Switch, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type CodeLanguage, LANGUAGE_LABELS } from "@unnati/contracts";
import { type EditorPreferences, FONT_SIZES, isLanguage, TAB_SIZES } from "./code-storage";

interface CodeEditorToolbarProps {
	language: CodeLanguage;
	languages: readonly CodeLanguage[];
	onLanguageChange: (language: CodeLanguage) => void;
	preferences: EditorPreferences;
	onPreferencesChange: (change: Partial<EditorPreferences>) => void;
	onReset: () => void;
	disabled?: boolean;
}

/** Language, theme, font size, tab size and reset: every control labelled, all reachable by keyboard. */
export function CodeEditorToolbar({
	language,
	languages,
	onLanguageChange,
	preferences,
	onPreferencesChange,
	onReset,
	disabled = false,
}: CodeEditorToolbarProps) {
	const [confirming, confirm] = useDisclosure(false);

	return (
		<Group gap="sm" align="flex-end" wrap="wrap">
			<NativeSelect
				label="Language"
				size="xs"
				value={language}
				disabled={disabled}
				data={languages.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
				onChange={(event) => {
					const next = event.currentTarget.value;
					if (isLanguage(next)) onLanguageChange(next);
				}}
			/>
			<NativeSelect
				label="Font size"
				size="xs"
				value={String(preferences.fontSize)}
				data={FONT_SIZES.map((size) => ({ value: String(size), label: `${size} px` }))}
				onChange={(event) => onPreferencesChange({ fontSize: Number(event.currentTarget.value) })}
			/>
			<NativeSelect
				label="Tab size"
				size="xs"
				value={String(preferences.tabSize)}
				data={TAB_SIZES.map((size) => ({ value: String(size), label: `${size} spaces` }))}
				onChange={(event) => onPreferencesChange({ tabSize: Number(event.currentTarget.value) })}
			/>
			<Switch
				label="Dark theme"
				size="sm"
				mb={4}
				checked={preferences.theme === "dark"}
				onChange={(event) => onPreferencesChange({ theme: event.currentTarget.checked ? "dark" : "light" })}
			/>
			<Button size="xs" variant="default" disabled={disabled} onClick={confirm.open}>
				Reset code
			</Button>
			<Modal opened={confirming} onClose={confirm.close} title="Reset the code?" centered>
				<Stack gap="md">
					<Text size="sm">
						Your {LANGUAGE_LABELS[language]} code is replaced by the starter code, and the draft kept on this
						device is deleted. This cannot be undone.
					</Text>
					<Group justify="flex-end" gap="sm">
						<Button variant="default" onClick={confirm.close}>
							Keep my code
						</Button>
						<Button
							color="red"
							onClick={() => {
								onReset();
								confirm.close();
							}}
						>
							Reset to starter code
						</Button>
					</Group>
				</Stack>
			</Modal>
		</Group>
	);
}
