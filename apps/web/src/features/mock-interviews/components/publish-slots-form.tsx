import {
	Alert,
	Button,
	Card,
	Checkbox,
	Group,
	NumberInput,
	Select,
	SimpleGrid,
	Stack,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { INTERVIEW_TYPE_LABELS, INTERVIEW_TYPES, type InterviewType } from "@unnati/contracts/interviews";
import {
	expandSlotTimes,
	type PublishSlotsInput,
	publishSlotsSchema,
	type SlotPurpose,
} from "@unnati/contracts/scheduling";
import { useState } from "react";
import { useSession } from "../../../lib/session";
import { publishSlots, schedulingKeys } from "../api";
import { messageOf } from "../format";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const todayIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** A host publishes slots: a date range, weekdays and start times (IST), length, buffer, seats, place. */
export function PublishSlotsForm() {
	const queryClient = useQueryClient();
	// A faculty mentor also offers mentoring hours to book (mentor appointments), read on their profile.
	const mentor = useSession().data?.role === "ROLE_MENTOR";
	const [values, setValues] = useState({
		purpose: "mock_interview" as SlotPurpose,
		interviewType: "technical" as InterviewType,
		title: "",
		fromDate: todayIst(),
		toDate: todayIst(),
		weekdays: [1, 2, 3, 4, 5],
		startTimes: "10:00, 11:00",
		lengthMinutes: 30,
		bufferMinutes: 10,
		capacity: 1,
		mode: "online" as "online" | "room",
		location: "",
	});
	const [errors, setErrors] = useState<Record<string, string>>({});
	const [failure, setFailure] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
		setValues((current) => ({ ...current, [key]: value }));

	const input: PublishSlotsInput = {
		purpose: values.purpose,
		interviewType: values.purpose === "mock_interview" ? values.interviewType : null,
		title: values.title,
		fromDate: values.fromDate,
		toDate: values.toDate,
		weekdays: values.weekdays,
		startTimes: values.startTimes.split(/[,\s]+/).filter(Boolean),
		lengthMinutes: values.lengthMinutes,
		bufferMinutes: values.bufferMinutes,
		capacity: values.capacity,
		mode: values.mode,
		location: values.location,
	};
	const parsed = publishSlotsSchema.safeParse(input);
	const count = parsed.success ? expandSlotTimes(parsed.data).length : 0;

	const submit = async () => {
		setFailure(null);
		if (!parsed.success) {
			setErrors(
				Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
			);
			return;
		}
		setErrors({});
		setBusy(true);
		try {
			const result = await publishSlots(input);
			notifications.show({ color: "green", message: `Published ${result.created} slots.` });
			await queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
		} catch (error) {
			setFailure(messageOf(error, "The slots could not be published."));
		} finally {
			setBusy(false);
		}
	};

	return (
		<Card
			withBorder
			padding="lg"
			component="form"
			onSubmit={(event) => {
				event.preventDefault();
				void submit();
			}}
			aria-labelledby="publish-heading"
		>
			<Stack gap="sm">
				<Title order={2} size="h4" id="publish-heading">
					{mentor ? "Publish slots" : "Publish interview slots"}
				</Title>
				<SimpleGrid cols={{ base: 1, sm: 2 }}>
					{mentor && (
						<Select
							label="What for"
							description="Mentoring hours are booked from your public profile."
							data={[
								{ value: "mock_interview", label: "Mock interviews" },
								{ value: "mentor_appointment", label: "Mentoring hours" },
							]}
							value={values.purpose}
							onChange={(value) => value && set("purpose", value as SlotPurpose)}
							allowDeselect={false}
						/>
					)}
					{values.purpose === "mock_interview" && (
						<Select
							label="Interview type"
							data={INTERVIEW_TYPES.map((value) => ({ value, label: INTERVIEW_TYPE_LABELS[value] }))}
							value={values.interviewType}
							onChange={(value) => value && set("interviewType", value as InterviewType)}
							allowDeselect={false}
						/>
					)}
					<TextInput
						label="Title"
						value={values.title}
						onChange={(e) => set("title", e.currentTarget.value)}
						error={errors.title}
					/>
					<TextInput
						label="First day"
						type="date"
						value={values.fromDate}
						onChange={(e) => set("fromDate", e.currentTarget.value)}
						error={errors.fromDate}
					/>
					<TextInput
						label="Last day"
						type="date"
						value={values.toDate}
						onChange={(e) => set("toDate", e.currentTarget.value)}
						error={errors.toDate}
					/>
				</SimpleGrid>
				<Checkbox.Group
					label="Days of the week"
					value={values.weekdays.map(String)}
					onChange={(value) => set("weekdays", value.map(Number))}
					error={errors.weekdays}
				>
					<Group mt={4}>
						{WEEKDAYS.map((day, index) => (
							<Checkbox key={day} value={String(index)} label={day} />
						))}
					</Group>
				</Checkbox.Group>
				<TextInput
					label="Start times (IST, 24-hour, comma-separated)"
					value={values.startTimes}
					onChange={(e) => set("startTimes", e.currentTarget.value)}
					error={errors.startTimes}
				/>
				<SimpleGrid cols={{ base: 1, sm: 3 }}>
					<NumberInput
						label="Length (minutes)"
						min={10}
						max={180}
						value={values.lengthMinutes}
						onChange={(v) => set("lengthMinutes", Number(v) || 0)}
						error={errors.lengthMinutes}
					/>
					<NumberInput
						label="Buffer after (minutes)"
						min={0}
						max={60}
						value={values.bufferMinutes}
						onChange={(v) => set("bufferMinutes", Number(v) || 0)}
					/>
					<NumberInput
						label="Students per slot"
						min={1}
						max={50}
						value={values.capacity}
						onChange={(v) => set("capacity", Number(v) || 1)}
					/>
				</SimpleGrid>
				<SimpleGrid cols={{ base: 1, sm: 2 }}>
					<Select
						label="Where"
						data={[
							{ value: "online", label: "Online (meeting link)" },
							{ value: "room", label: "A room on campus" },
						]}
						value={values.mode}
						onChange={(value) => value && set("mode", value as "online" | "room")}
						allowDeselect={false}
					/>
					<TextInput
						label={values.mode === "online" ? "Meeting link" : "Room"}
						placeholder={
							values.mode === "online" ? "https://meet.example.org/..." : "Placement cell, Room 204"
						}
						value={values.location}
						onChange={(e) => set("location", e.currentTarget.value)}
						error={errors.location}
					/>
				</SimpleGrid>
				<Text size="sm" c="dimmed" aria-live="polite">
					{count > 0
						? `This creates ${count} slots (those already past are left out).`
						: "Fill in the form to see how many slots it creates."}
				</Text>
				{failure && (
					<Alert color="red" role="alert">
						{failure}
					</Alert>
				)}
				<Group>
					<Button type="submit" loading={busy}>
						Publish slots
					</Button>
				</Group>
			</Stack>
		</Card>
	);
}
