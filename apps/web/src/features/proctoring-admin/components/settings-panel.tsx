import { Alert, Button, Card, Stack, Switch, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FACE_THRESHOLDS, type ProctoringSettings } from "@unnati/contracts";
import { useState } from "react";
import { HttpError } from "../../../lib/http";
import { proctoringKeys, saveProctoringSettings } from "../api";

/** The exam's face-signal settings: on or off, and whether they may end an attempt. */
export function SettingsPanel({ examId, settings }: { examId: string; settings: ProctoringSettings }) {
	const queryClient = useQueryClient();
	const [draft, setDraft] = useState(settings);
	const save = useMutation({
		mutationFn: () => saveProctoringSettings(examId, draft),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: proctoringKeys.exam(examId) }),
	});
	const seconds = (ms: number) => Math.round(ms / 1000);
	return (
		<Card withBorder padding="lg" maw={720}>
			<Stack gap="md">
				<Switch
					checked={draft.faceSignals}
					onChange={(e) => setDraft({ ...draft, faceSignals: e.currentTarget.checked })}
					label="Read face signals from the webcam"
					description={`No face for ${seconds(FACE_THRESHOLDS.noFaceMs)} s, more than one face for ${seconds(FACE_THRESHOLDS.multipleFacesMs)} s, looking away for ${seconds(FACE_THRESHOLDS.lookingAwayMs)} s, a phone in view for ${seconds(FACE_THRESHOLDS.phoneMs)} s. Students with the "camera off" accommodation are never watched.`}
				/>
				<Switch
					checked={draft.faceSignalsCountTowardMax}
					disabled={!draft.faceSignals}
					onChange={(e) => setDraft({ ...draft, faceSignalsCountTowardMax: e.currentTarget.checked })}
					label="Face signals count toward the maximum of violations"
					description="Off (recommended): face signals are a machine's guess; they are kept for your review and never end an attempt on their own."
				/>
				{save.isError && (
					<Alert color="red" variant="light" role="alert">
						{save.error instanceof HttpError
							? (save.error.serverMessage ?? "The settings were not saved.")
							: "Could not reach the server. Please try again."}
					</Alert>
				)}
				{save.isSuccess && (
					<Text size="sm" c="green.8" role="status">
						Settings saved. They apply to reports from now on.
					</Text>
				)}
				<Button w="fit-content" loading={save.isPending} onClick={() => save.mutate()}>
					Save settings
				</Button>
			</Stack>
		</Card>
	);
}
