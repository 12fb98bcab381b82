import { FileInput, Image, Stack } from "@mantine/core";
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TYPES, SUPPORT_MESSAGES } from "@unnati/contracts";
import { useEffect, useState } from "react";

/** The browser's own check of a screenshot, before anything is sent (the server checks the bytes again). */
export function checkScreenshot(file: File | null): string | undefined {
	if (!file) return undefined;
	if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return SUPPORT_MESSAGES.screenshotType;
	if (file.size > SCREENSHOT_MAX_BYTES) return SUPPORT_MESSAGES.screenshotTooLarge;
	return undefined;
}

interface ScreenshotFieldProps {
	value: File | null;
	onChange: (file: File | null) => void;
	error?: string | undefined;
}

/** An optional image of the problem, with a thumbnail of what was picked. */
export function ScreenshotField({ value, onChange, error }: ScreenshotFieldProps) {
	const [preview, setPreview] = useState<string | null>(null);
	const showable = value !== null && !checkScreenshot(value);

	useEffect(() => {
		if (!value || !showable) {
			setPreview(null);
			return;
		}
		const url = URL.createObjectURL(value);
		setPreview(url);
		return () => URL.revokeObjectURL(url);
	}, [value, showable]);

	return (
		<Stack gap="xs">
			<FileInput
				label="Screenshot (optional)"
				description="PNG, JPEG, WebP or GIF, at most 5 MB."
				placeholder="Choose an image"
				// Mantine's placeholder gray reads 2.5:1 on white; the theme's dimmed text reads 8:1.
				styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
				accept={SCREENSHOT_TYPES.join(",")}
				clearable
				clearButtonProps={{ "aria-label": "Remove the screenshot" }}
				value={value}
				onChange={onChange}
				error={error}
				name="screenshot"
			/>
			{preview && (
				<Image
					src={preview}
					alt="Preview of the chosen screenshot"
					maw={240}
					mah={160}
					fit="contain"
					radius="sm"
				/>
			)}
		</Stack>
	);
}
