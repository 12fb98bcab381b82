import {
	Button,
	ColorInput,
	Grid,
	Group,
	SegmentedControl,
	Select,
	Stack,
	Text,
	Textarea,
	TextInput,
} from "@mantine/core";
import {
	type CustomSection,
	headingOf,
	normalizeIndianPhone,
	RESUME_FONT_LABELS,
	RESUME_FONTS,
	RESUME_TEMPLATE_LABELS,
	RESUME_TEMPLATES,
	type ResumeDocument,
	type ResumeSection,
	type ResumeSettings,
	type SectionKey,
	sectionOrderOf,
} from "@unnati/contracts/resumes";
import { EntryFields } from "./entry-fields";
import { CUSTOM_FIELDS, move, SECTION_FORMS, setIn } from "./section-fields";
import { SortableList } from "./sortable-list";

export type Errors = Record<string, string>;
/** The errors under `prefix.` with the prefix taken off: "work.0." → { startDate: "..." }. */
export const errorsUnder = (errors: Errors, prefix: string): Errors =>
	Object.fromEntries(
		Object.entries(errors)
			.filter(([path]) => path.startsWith(prefix))
			.map(([path, message]) => [path.slice(prefix.length), message]),
	);

type Change = (next: ResumeDocument) => void;

export function BasicsEditor({
	document,
	onChange,
	errors,
}: {
	document: ResumeDocument;
	onChange: Change;
	errors: Errors;
}) {
	const { basics } = document;
	const set = (path: (string | number)[], value: unknown) =>
		onChange(setIn(document, ["basics", ...path], value));
	const field = (
		key: keyof typeof basics,
		label: string,
		extra: { placeholder?: string; half?: boolean } = {},
	) => (
		<Grid.Col span={{ base: 12, sm: extra.half === false ? 12 : 6 }}>
			<TextInput
				id={`basics-${key}`}
				label={label}
				placeholder={extra.placeholder}
				value={basics[key] as string}
				error={errors[`basics.${key}`]}
				onChange={(event) => set([key], event.currentTarget.value)}
				onBlur={
					key === "phone"
						? () => {
								const normal = normalizeIndianPhone(basics.phone);
								if (normal && normal !== basics.phone) set(["phone"], normal);
							}
						: undefined
				}
			/>
		</Grid.Col>
	);
	const github = basics.profiles.find((p) => p.network === "GitHub");
	const linkedin = basics.profiles.find((p) => p.network === "LinkedIn");
	const setProfile = (network: string, url: string) => {
		const others = basics.profiles.filter((p) => p.network !== network);
		set(["profiles"], url ? [...others, { network, username: "", url }] : others);
	};
	return (
		<Grid gutter="sm">
			{field("name", "Full name")}
			{field("label", "Headline", { placeholder: "Final-year B.E. (CSE) | Backend developer" })}
			{field("email", "Email")}
			{field("phone", "Mobile number", { placeholder: "+91 98450 12345" })}
			{field("branch", "Branch", { placeholder: "Computer Science and Engineering" })}
			{field("batch", "Batch", { placeholder: "2022-2026" })}
			<Grid.Col span={{ base: 12, sm: 6 }}>
				<TextInput
					id="basics-city"
					label="City"
					value={basics.location.city}
					onChange={(event) => set(["location", "city"], event.currentTarget.value)}
				/>
			</Grid.Col>
			<Grid.Col span={{ base: 12, sm: 6 }}>
				<TextInput
					id="basics-region"
					label="State"
					value={basics.location.region}
					onChange={(event) => set(["location", "region"], event.currentTarget.value)}
				/>
			</Grid.Col>
			{field("url", "Personal website or portfolio", { placeholder: "https://" })}
			<Grid.Col span={{ base: 12, sm: 6 }}>
				<TextInput
					id="basics-github"
					label="GitHub profile"
					placeholder="https://github.com/you"
					value={github?.url ?? ""}
					onChange={(event) => setProfile("GitHub", event.currentTarget.value)}
				/>
			</Grid.Col>
			<Grid.Col span={{ base: 12, sm: 6 }}>
				<TextInput
					id="basics-linkedin"
					label="LinkedIn profile"
					placeholder="https://www.linkedin.com/in/you"
					value={linkedin?.url ?? ""}
					onChange={(event) => setProfile("LinkedIn", event.currentTarget.value)}
				/>
			</Grid.Col>
			<Grid.Col span={12}>
				<Textarea
					id="basics-summary"
					label="Summary (2-3 lines: who you are, what you have built, the role you want)"
					autosize
					minRows={3}
					value={basics.summary}
					error={errors["basics.summary"]}
					onChange={(event) => set(["summary"], event.currentTarget.value)}
				/>
			</Grid.Col>
			{Object.entries(errorsUnder(errors, "basics.profiles")).length > 0 && (
				<Grid.Col span={12}>
					<Text c="red" size="sm">
						A profile link is not a web address starting with https://
					</Text>
				</Grid.Col>
			)}
		</Grid>
	);
}

export function SectionEditor({
	document,
	sectionKey,
	onChange,
	errors,
}: {
	document: ResumeDocument;
	sectionKey: SectionKey;
	onChange: Change;
	errors: Errors;
}) {
	const custom = /^custom:(\d+)$/.exec(sectionKey);
	if (custom) {
		const index = Number(custom[1]);
		const section = document.meta.unnati.customSections[index] as CustomSection;
		const base = ["meta", "unnati", "customSections", index];
		const setItems = (items: CustomSection["items"]) => onChange(setIn(document, [...base, "items"], items));
		return (
			<Stack gap="sm">
				<TextInput
					label="Section heading"
					value={section.title}
					error={errors[`meta.unnati.customSections.${index}.title`]}
					onChange={(event) => onChange(setIn(document, [...base, "title"], event.currentTarget.value))}
				/>
				<SortableList
					items={section.items}
					label={`${section.title || "Custom section"} entries`}
					itemLabel={(item, i) => item.title || `Entry ${i + 1}`}
					onMove={(from, to) => setItems(move(section.items, from, to))}
					render={(item, i) => (
						<EntryFields
							idPrefix={`custom-${index}-${i}`}
							specs={CUSTOM_FIELDS}
							value={item as unknown as Record<string, unknown>}
							errors={errorsUnder(errors, `meta.unnati.customSections.${index}.items.${i}.`)}
							onChange={(key, value) => onChange(setIn(document, [...base, "items", i, key], value))}
						/>
					)}
				/>
				<Group>
					<Button
						variant="light"
						size="xs"
						onClick={() =>
							setItems([...section.items, { title: "", subtitle: "", date: "", summary: "", highlights: [] }])
						}
					>
						Add entry
					</Button>
					{section.items.length > 0 && (
						<Button
							variant="subtle"
							color="red"
							size="xs"
							onClick={() => setItems(section.items.slice(0, -1))}
						>
							Remove last entry
						</Button>
					)}
					<Button
						variant="subtle"
						color="red"
						size="xs"
						onClick={() => {
							const sections = document.meta.unnati.customSections.filter((_, i) => i !== index);
							// Later custom sections shift down by one; their places in the order follow.
							const order = sectionOrderOf(document)
								.filter((key) => key !== sectionKey)
								.map((key) => {
									const m = /^custom:(\d+)$/.exec(key);
									return m && Number(m[1]) > index ? (`custom:${Number(m[1]) - 1}` as SectionKey) : key;
								});
							onChange(
								setIn(
									setIn(document, ["meta", "unnati", "customSections"], sections),
									["meta", "unnati", "sectionOrder"],
									order,
								),
							);
						}}
					>
						Delete this section
					</Button>
				</Group>
			</Stack>
		);
	}
	const key = sectionKey as ResumeSection;
	const form = SECTION_FORMS[key];
	const items = document[key] as unknown as Record<string, unknown>[];
	const setItems = (next: unknown[]) => onChange(setIn(document, [key], next));
	return (
		<Stack gap="sm">
			<SortableList
				items={items}
				label={`${headingOf(document, key)} entries`}
				itemLabel={(item, i) =>
					String(
						item.name ||
							item.title ||
							item.position ||
							item.institution ||
							item.language ||
							`${form.item} ${i + 1}`,
					)
				}
				onMove={(from, to) => setItems(move(items, from, to))}
				render={(item, i) => (
					<Stack gap="xs">
						<EntryFields
							idPrefix={`${key}-${i}`}
							specs={form.fields}
							value={item}
							errors={errorsUnder(errors, `${key}.${i}.`)}
							onChange={(field, value) => onChange(setIn(document, [key, i, field], value))}
						/>
						<Group justify="flex-end">
							<Button
								variant="subtle"
								color="red"
								size="xs"
								onClick={() => setItems(items.filter((_, j) => j !== i))}
							>
								Remove this {form.item.toLowerCase()}
							</Button>
						</Group>
					</Stack>
				)}
			/>
			<Button variant="light" size="xs" w="fit-content" onClick={() => setItems([...items, form.blank()])}>
				Add {form.item.toLowerCase()}
			</Button>
		</Stack>
	);
}

export function SectionOrderEditor({ document, onChange }: { document: ResumeDocument; onChange: Change }) {
	const order = sectionOrderOf(document);
	return (
		<Stack gap="xs">
			<Text size="sm" c="dimmed">
				Drag a section by its handle, or use its arrow buttons, to change the order it prints in. Put what the
				job asks for most near the top.
			</Text>
			<SortableList
				items={order}
				label="Section order"
				itemLabel={(key) => headingOf(document, key) || "Untitled section"}
				onMove={(from, to) =>
					onChange(setIn(document, ["meta", "unnati", "sectionOrder"], move(order, from, to)))
				}
				render={() => null}
			/>
			<Button
				variant="light"
				size="xs"
				w="fit-content"
				onClick={() => {
					const sections = document.meta.unnati.customSections;
					const next = setIn(
						document,
						["meta", "unnati", "customSections"],
						[...sections, { title: "Positions of Responsibility", items: [] }],
					);
					onChange(setIn(next, ["meta", "unnati", "sectionOrder"], [...order, `custom:${sections.length}`]));
				}}
			>
				Add a custom section
			</Button>
		</Stack>
	);
}

export function SettingsPanel({
	settings,
	onChange,
}: {
	settings: ResumeSettings;
	onChange: (next: ResumeSettings) => void;
}) {
	return (
		<Grid gutter="sm">
			<Grid.Col span={12}>
				<Select
					label="Template (all single-column and ATS-friendly)"
					data={RESUME_TEMPLATES.map((t) => ({ value: t, label: RESUME_TEMPLATE_LABELS[t] }))}
					value={settings.template}
					allowDeselect={false}
					onChange={(value) =>
						value && onChange({ ...settings, template: value as ResumeSettings["template"] })
					}
				/>
			</Grid.Col>
			<Grid.Col span={{ base: 12, sm: 6 }}>
				<Select
					label="Font"
					data={RESUME_FONTS.map((f) => ({ value: f, label: RESUME_FONT_LABELS[f] }))}
					value={settings.font}
					allowDeselect={false}
					onChange={(value) => value && onChange({ ...settings, font: value as ResumeSettings["font"] })}
				/>
			</Grid.Col>
			<Grid.Col span={{ base: 12, sm: 6 }}>
				<Select
					label="Text size"
					data={["9", "10", "11", "12"].map((size) => ({ value: size, label: `${size} pt` }))}
					value={String(settings.fontSize)}
					allowDeselect={false}
					onChange={(value) => value && onChange({ ...settings, fontSize: Number(value) })}
				/>
			</Grid.Col>
			<Grid.Col span={{ base: 12, sm: 6 }}>
				<ColorInput
					label="Accent colour"
					format="hex"
					value={settings.accent}
					swatches={["#1f4e79", "#0b6e4f", "#7a1f3d", "#333333", "#8a4b08"]}
					onChange={(value) => /^#[0-9a-fA-F]{6}$/.test(value) && onChange({ ...settings, accent: value })}
				/>
			</Grid.Col>
			<Grid.Col span={{ base: 12, sm: 6 }}>
				<Text size="sm" fw={500} mb={4} id="paper-size-label">
					Paper
				</Text>
				<SegmentedControl
					aria-labelledby="paper-size-label"
					data={[
						{ value: "A4", label: "A4" },
						{ value: "LETTER", label: "Letter" },
					]}
					value={settings.paper}
					onChange={(value) => onChange({ ...settings, paper: value as ResumeSettings["paper"] })}
				/>
			</Grid.Col>
		</Grid>
	);
}
