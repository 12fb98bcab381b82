import {
	Alert,
	Anchor,
	Button,
	Card,
	CopyButton,
	Group,
	Stack,
	Switch,
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
	type MyPortfolio,
	PORTFOLIO_LIMITS,
	type PortfolioInput,
	portfolioInputSchema,
} from "@unnati/contracts/portfolio";
import { useId, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { type FieldErrors, fieldErrors } from "../../../lib/field-errors";
import { HttpError } from "../../../lib/http-error";
import { myPortfolioQuery, portfolioKeys, savePortfolio } from "../api";

const LINK_FIELDS = [
	["github", "GitHub profile", "https://github.com/your-name"],
	["linkedin", "LinkedIn profile", "https://www.linkedin.com/in/your-name"],
	["website", "Website or portfolio", "https://"],
] as const;

function Editor({ saved }: { saved: MyPortfolio }) {
	const client = useQueryClient();
	const { handle, updatedAt: _updatedAt, ...initial } = saved;
	const [form, setForm] = useState<PortfolioInput>(initial);
	const [errors, setErrors] = useState<FieldErrors>({});
	const switchHint = useId();
	const publicPath = paths.publicProfile(handle);
	const publicUrl = `${window.location.origin}${publicPath}`;
	const save = useMutation({
		mutationFn: savePortfolio,
		onSuccess: (next) => {
			client.setQueryData(portfolioKeys.mine, next);
			void client.invalidateQueries({ queryKey: portfolioKeys.public(next.handle) });
			setErrors({});
			notifications.show({
				color: "green",
				message: next.public
					? "Saved. Your profile is public at its link."
					: "Saved. Your profile is private.",
			});
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
	const set = <K extends keyof PortfolioInput>(key: K, value: PortfolioInput[K]) =>
		setForm((was) => ({ ...was, [key]: value }));
	const submit = (event: React.FormEvent) => {
		event.preventDefault();
		const parsed = portfolioInputSchema.safeParse({
			...form,
			links: Object.fromEntries(Object.entries(form.links).map(([k, v]) => [k, v?.trim() ? v : null])),
		});
		if (!parsed.success) {
			setErrors(fieldErrors(parsed.error.issues));
			return;
		}
		setErrors({});
		save.mutate(parsed.data);
	};

	return (
		<form onSubmit={submit} noValidate>
			<Stack gap="lg">
				<Card withBorder>
					<Stack gap="sm">
						<Switch
							label="Anyone with the link can see my profile"
							aria-describedby={switchHint}
							checked={form.public}
							onChange={(event) => set("public", event.currentTarget.checked)}
						/>
						<Text size="sm" c="dimmed" id={switchHint}>
							Off: nobody but you sees it. Your e-mail, phone number and marks are never shown.
						</Text>
						{saved.public ? (
							<Group gap="xs" wrap="wrap">
								<Text size="sm">
									Your profile is public at{" "}
									<Anchor component={Link} to={publicPath} style={{ overflowWrap: "anywhere" }}>
										{publicUrl}
									</Anchor>
								</Text>
								<CopyButton value={publicUrl}>
									{({ copied, copy }) => (
										<Button size="compact-sm" variant="light" onClick={copy}>
											{copied ? "Link copied" : "Copy link"}
										</Button>
									)}
								</CopyButton>
							</Group>
						) : (
							<Text size="sm" c="dimmed">
								Your profile is private. Once you make it public and save, its link will be {publicUrl}.
							</Text>
						)}
					</Stack>
				</Card>
				<TextInput
					label="Headline"
					description={`One line a recruiter reads first (${form.headline.length}/${PORTFOLIO_LIMITS.headline}).`}
					placeholder="Final-year CSE student · backend and DSA · open to SDE roles"
					value={form.headline}
					onChange={(event) => set("headline", event.currentTarget.value)}
					error={errors.headline}
				/>
				<Textarea
					label="About me"
					description={`Plain text; line breaks are kept (${form.about.length}/${PORTFOLIO_LIMITS.about}).`}
					autosize
					minRows={4}
					value={form.about}
					onChange={(event) => set("about", event.currentTarget.value)}
					error={errors.about}
				/>
				<TagsInput
					label="Skills"
					description={`Type a skill and press Enter; at most ${PORTFOLIO_LIMITS.skills}.`}
					value={form.skills}
					onChange={(skills) => set("skills", skills)}
					maxTags={PORTFOLIO_LIMITS.skills}
					splitChars={[","]}
					clearable
					error={errors.skills ?? Object.entries(errors).find(([key]) => key.startsWith("skills."))?.[1]}
				/>
				<Stack gap="sm">
					<Title order={2} size="h4">
						Links
					</Title>
					{LINK_FIELDS.map(([key, label, placeholder]) => (
						<TextInput
							key={key}
							type="url"
							label={label}
							placeholder={placeholder}
							value={form.links[key] ?? ""}
							onChange={(event) => set("links", { ...form.links, [key]: event.currentTarget.value })}
							error={errors[`links.${key}`]}
						/>
					))}
				</Stack>
				{Object.keys(errors).length > 0 && (
					<Alert color="red" role="alert">
						Correct the fields marked above, then save again.
					</Alert>
				)}
				<Group>
					<Button type="submit" loading={save.isPending}>
						Save profile
					</Button>
					{saved.public && (
						<Button component={Link} to={publicPath} variant="default">
							View as others see it
						</Button>
					)}
				</Group>
			</Stack>
		</form>
	);
}

/** /dashboard/profile: the student writes their public profile and decides whether it is public. */
export function MyProfileScreen() {
	useDocumentTitle("Your public profile · Unnati");
	const portfolio = useQuery(myPortfolioQuery());
	return (
		<Stack gap="lg">
			<div>
				<Title order={1}>Your public profile</Title>
				<Text c="dimmed" mt={4}>
					A page to send recruiters: what you write here, with the certificates and practice Unnati can vouch
					for. Certificates appear on it as soon as you earn them.
				</Text>
			</div>
			<QueryState
				query={portfolio}
				what="Your profile"
				loading={{ label: "Loading your profile", shape: [60, 36, 120, 36] }}
			>
				{(saved) => <Editor key={saved.updatedAt ?? "new"} saved={saved} />}
			</QueryState>
		</Stack>
	);
}
