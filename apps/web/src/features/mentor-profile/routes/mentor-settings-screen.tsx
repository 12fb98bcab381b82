import {
	Alert,
	Anchor,
	Button,
	Card,
	Group,
	Select,
	Stack,
	TagsInput,
	Text,
	Textarea,
	TextInput,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
	MAX_EXPERTISE,
	MAX_OFFICE_HOURS,
	MENTOR_PROFILE_MESSAGES,
	type MentorProfile,
	mentorProfileInputSchema,
	OFFICE_DAY_LABELS,
	OFFICE_DAYS,
	type OfficeHour,
} from "@unnati/contracts/mentors";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { type FieldErrors, fieldErrors } from "../../../lib/field-errors";
import { HttpError } from "../../../lib/http-error";
import { mentorProfileKeys, myMentorProfileQuery, saveMentorProfile } from "../api";

type Form = { bio: string; expertise: string[]; officeHours: OfficeHour[] };

const BIO_LIMIT = 1500;
const NEW_HOUR: OfficeHour = { day: "Mon", start: "16:00", end: "17:00", place: "" };

/** One weekly office hour: day, from, to, where; each field labelled for a screen reader. */
function OfficeHourRow({
	hour,
	index,
	errors,
	onChange,
	onRemove,
}: {
	hour: OfficeHour;
	index: number;
	errors: FieldErrors;
	onChange: (hour: OfficeHour) => void;
	onRemove: () => void;
}) {
	const error = (field: keyof OfficeHour) => errors[`officeHours.${index}.${field}`];
	const n = index + 1;
	return (
		<Card withBorder padding="sm" component="li">
			<Group align="flex-start" wrap="wrap" gap="sm">
				<Select
					label={`Day (office hours ${n})`}
					data={OFFICE_DAYS.map((day) => ({ value: day, label: OFFICE_DAY_LABELS[day] }))}
					value={hour.day}
					onChange={(day) => day && onChange({ ...hour, day: day as OfficeHour["day"] })}
					allowDeselect={false}
					w={150}
					error={error("day")}
				/>
				<TextInput
					label={`From (office hours ${n})`}
					type="time"
					value={hour.start}
					onChange={(event) => onChange({ ...hour, start: event.currentTarget.value })}
					w={130}
					error={error("start")}
				/>
				<TextInput
					label={`To (office hours ${n})`}
					type="time"
					value={hour.end}
					onChange={(event) => onChange({ ...hour, end: event.currentTarget.value })}
					w={130}
					error={error("end")}
				/>
				<TextInput
					label={`Where (office hours ${n})`}
					placeholder="Faculty room 2, CSE block"
					value={hour.place}
					onChange={(event) => onChange({ ...hour, place: event.currentTarget.value })}
					style={{ flex: "1 1 220px" }}
					error={error("place")}
				/>
				<Button variant="subtle" color="red" mt={25} onClick={onRemove}>
					Remove office hours {n}
				</Button>
			</Group>
		</Card>
	);
}

function Editor({ saved }: { saved: MentorProfile }) {
	const client = useQueryClient();
	const [form, setForm] = useState<Form>({
		bio: saved.bio,
		expertise: saved.expertise,
		officeHours: saved.officeHours,
	});
	const [errors, setErrors] = useState<FieldErrors>({});
	const save = useMutation({
		mutationFn: saveMentorProfile,
		onSuccess: (next) => {
			client.setQueryData(mentorProfileKeys.mine, next);
			void client.invalidateQueries({ queryKey: mentorProfileKeys.public(next.id) });
			setForm({ bio: next.bio, expertise: next.expertise, officeHours: next.officeHours });
			setErrors({});
			notifications.show({ color: "green", message: MENTOR_PROFILE_MESSAGES.saved });
		},
		onError: (error) => {
			if (error instanceof HttpError && error.errors.length > 0) setErrors(fieldErrors(error.errors));
			notifications.show({
				color: "red",
				message:
					error instanceof HttpError
						? (error.serverMessage ?? error.message)
						: "Your profile could not be saved.",
			});
		},
	});
	const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((was) => ({ ...was, [key]: value }));
	const setHour = (index: number, hour: OfficeHour) =>
		set(
			"officeHours",
			form.officeHours.map((was, i) => (i === index ? hour : was)),
		);
	const submit = (event: React.FormEvent) => {
		event.preventDefault();
		const parsed = mentorProfileInputSchema.safeParse(form);
		if (!parsed.success) {
			setErrors(fieldErrors(parsed.error.issues));
			return;
		}
		setErrors({});
		save.mutate(parsed.data);
	};
	const expertiseError =
		errors.expertise ?? Object.entries(errors).find(([key]) => key.startsWith("expertise."))?.[1];

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="lg">
				<Textarea
					label="About you"
					description={`What you teach and how mentees can reach you; plain text (${form.bio.length}/${BIO_LIMIT}).`}
					autosize
					minRows={4}
					value={form.bio}
					onChange={(event) => set("bio", event.currentTarget.value)}
					error={errors.bio}
				/>
				<TagsInput
					label="Subjects you help with"
					description={`Type a subject and press Enter; at most ${MAX_EXPERTISE}.`}
					placeholder="Data structures, GATE preparation…"
					value={form.expertise}
					onChange={(expertise) => set("expertise", expertise)}
					maxTags={MAX_EXPERTISE}
					splitChars={[","]}
					clearable
					error={expertiseError}
				/>
				<section aria-labelledby="office-hours-heading">
					<Title order={2} size="h4" id="office-hours-heading">
						Weekly office hours
					</Title>
					<Text size="sm" c="dimmed" mb="xs">
						When mentees may walk in without booking, India Standard Time. To offer bookable mentoring hours,{" "}
						<Anchor component={Link} to={paths.mentorInterviewSlots} underline="always">
							publish slots
						</Anchor>{" "}
						as a mentor appointment.
					</Text>
					{errors.officeHours && (
						<Text c="red" size="sm" role="alert">
							{errors.officeHours}
						</Text>
					)}
					<Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
						{form.officeHours.map((hour, index) => (
							<OfficeHourRow
								// Rows have no identity of their own; a row's place in the week is its key while editing.
								// biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
								key={index}
								hour={hour}
								index={index}
								errors={errors}
								onChange={(next) => setHour(index, next)}
								onRemove={() =>
									set(
										"officeHours",
										form.officeHours.filter((_, i) => i !== index),
									)
								}
							/>
						))}
					</Stack>
					{form.officeHours.length === 0 && (
						<Text c="dimmed" size="sm">
							No office hours yet.
						</Text>
					)}
					<Button
						variant="light"
						mt="sm"
						disabled={form.officeHours.length >= MAX_OFFICE_HOURS}
						onClick={() => set("officeHours", [...form.officeHours, NEW_HOUR])}
					>
						Add office hours
					</Button>
				</section>
				{Object.keys(errors).length > 0 && (
					<Alert color="red" role="alert">
						Correct the fields marked above, then save again.
					</Alert>
				)}
				<Group>
					<Button type="submit" loading={save.isPending}>
						Save profile
					</Button>
					<Button component={Link} to={paths.mentorProfile(saved.id)} variant="default">
						View your public profile
					</Button>
				</Group>
			</Stack>
		</form>
	);
}

/** /mentor-settings: the mentor's introduction, subjects and office hours, and where to go for the rest. */
export function MentorSettingsScreen() {
	useDocumentTitle("Profile and office hours · Unnati");
	const profile = useQuery(myMentorProfileQuery());
	return (
		<Stack gap="lg" maw={880}>
			<div>
				<Title order={1}>Profile and office hours</Title>
				<Text c="dimmed">
					Your mentees and anyone with the link read this on your public profile. Your e-mail address and
					phone number are never shown there.
				</Text>
			</div>
			<QueryState query={profile} what="Your profile" loading={{ label: "Loading your profile" }}>
				{(saved) => <Editor saved={saved} />}
			</QueryState>
			<Card withBorder>
				<Text fw={600}>Notifications</Text>
				<Text size="sm" c="dimmed">
					Choose which notices reach you by e-mail on{" "}
					<Anchor component={Link} to={paths.notificationsFor("ROLE_MENTOR")} underline="always">
						your notifications page
					</Anchor>
					.
				</Text>
			</Card>
		</Stack>
	);
}
