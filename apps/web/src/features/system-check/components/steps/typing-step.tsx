import { Button, Code, Group, Text, TextInput } from "@mantine/core";
import {
	matchesTypedPhrase,
	SYSTEM_CHECK_MESSAGES,
	TYPED_PHRASE,
} from "@unnati/contracts/system-check/rules";
import { type ClipboardEvent, type DragEvent, type FormEvent, useState } from "react";
import type { StepControls } from "./step-controls";

const refuse = (event: ClipboardEvent | DragEvent) => event.preventDefault();

/** Step 7 (SPEC §5): the phrase typed exactly; pasting is refused, so the keyboard is what is tested. */
export function TypingStep({ status, onPass, onFail }: StepControls) {
	const [typed, setTyped] = useState("");
	const passed = status === "passed";

	const change = (value: string) => {
		setTyped(value);
		if (matchesTypedPhrase(value)) onPass(`${value.length} characters`);
	};
	const check = (event: FormEvent) => {
		event.preventDefault();
		if (!matchesTypedPhrase(typed)) onFail(SYSTEM_CHECK_MESSAGES.typingMismatch);
	};

	return (
		<form onSubmit={check} noValidate>
			<Text>Type this phrase exactly, with its capitals, spaces and exclamation mark:</Text>
			<Code block fz="lg" my="xs">
				{TYPED_PHRASE}
			</Code>
			<Group align="flex-end" gap="sm">
				<TextInput
					label="Your typing"
					value={typed}
					onChange={(event) => change(event.currentTarget.value)}
					onPaste={refuse}
					onDrop={refuse}
					readOnly={passed || status === "failed"}
					autoComplete="off"
					autoCorrect="off"
					autoCapitalize="off"
					spellCheck={false}
					style={{ flex: 1, minWidth: 0 }}
					{...(passed ? {} : { "data-autofocus": true })}
				/>
				{!passed && status !== "failed" && (
					<Button type="submit" variant="default">
						Check
					</Button>
				)}
			</Group>
			{passed && <Text mt="xs">{SYSTEM_CHECK_MESSAGES.typingOk}</Text>}
		</form>
	);
}
