import { Alert, Button, Modal, Stack, Text } from "@mantine/core";

/**
 * Blocks the exam until the student is back in fullscreen. It cannot be closed by Escape or a click
 * outside; its one way out is the button (a click, so the browser allows fullscreen). If the
 * browser refuses, the student may go on without it, which is recorded as a violation.
 */
export function FullscreenPrompt(props: {
	opened: boolean;
	/** The student left fullscreen during the exam (rather than arriving outside it, after a reload). */
	left: boolean;
	requestFailed: boolean;
	/** False in a practice run: the prompt says what a real exam would record. */
	records?: boolean;
	onEnter: () => void;
	onContinueWithout: () => void;
}) {
	return (
		<Modal
			opened={props.opened}
			onClose={() => {}}
			withCloseButton={false}
			closeOnEscape={false}
			closeOnClickOutside={false}
			centered
			title="Return to fullscreen"
			zIndex={400}
		>
			<Stack gap="sm">
				<Text size="sm">
					{!props.left
						? "This exam runs in fullscreen. Return to fullscreen to continue."
						: props.records === false
							? "You left fullscreen. A real exam records this as a violation (nothing is recorded in the practice run). The exam continues once you return to fullscreen."
							: "You left fullscreen. This is recorded as a violation. The exam continues once you return to fullscreen."}
				</Text>
				{props.requestFailed && (
					<Alert color="yellow" variant="light" role="alert" title="Fullscreen was not allowed">
						<Text size="sm">
							Your browser did not switch to fullscreen. Try again, or continue without it: that is{" "}
							{props.records === false ? "what a real exam records" : "recorded"} as a violation.
						</Text>
						<Button mt="sm" size="xs" variant="default" onClick={props.onContinueWithout}>
							Continue without fullscreen
						</Button>
					</Alert>
				)}
				<Button onClick={props.onEnter} data-autofocus>
					Return to fullscreen
				</Button>
			</Stack>
		</Modal>
	);
}
