import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { type KeyboardEvent, useState } from "react";

/**
 * Mantine's PasswordInput with a show/hide toggle that assistive technology and the keyboard can
 * reach: Mantine hides its toggle from both unless given props for it.
 */
export function PasswordField(props: Omit<PasswordInputProps, "visible" | "onVisibilityChange">) {
	const [visible, setVisible] = useState(false);
	return (
		<PasswordInput
			{...props}
			visible={visible}
			onVisibilityChange={setVisible}
			visibilityToggleButtonProps={{
				"aria-label": visible ? "Hide password" : "Show password",
				tabIndex: 0,
				onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
					// Mantine toggles on Space only; a button should answer Enter as well.
					if (event.key === "Enter") {
						event.preventDefault();
						setVisible((shown) => !shown);
					}
				},
			}}
		/>
	);
}
