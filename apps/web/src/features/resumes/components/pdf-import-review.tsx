import {
	Alert,
	Button,
	Checkbox,
	Group,
	List,
	SimpleGrid,
	Stack,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import {
	defaultResumeSettings,
	headingOf,
	type PdfImport,
	RESUME_SECTIONS,
	type ResumeDocument,
	type SectionKey,
} from "@unnati/contracts/resumes";
import { useMemo, useState } from "react";
import { ResumePreview } from "./resume-preview";

/** How many entries a section of the document holds. */
function countOf(document: ResumeDocument, key: SectionKey): number {
	const custom = /^custom:(\d+)$/.exec(key);
	if (custom) return document.meta.unnati.customSections[Number(custom[1])]?.items.length ?? 0;
	return document[key as (typeof RESUME_SECTIONS)[number]].length;
}

/** The document with the sections the student unticked emptied (custom ones removed and renumbered). */
export function keepSections(document: ResumeDocument, dropped: ReadonlySet<SectionKey>): ResumeDocument {
	const next: ResumeDocument = structuredClone(document);
	for (const key of RESUME_SECTIONS) if (dropped.has(key)) next[key] = [] as never;
	const customs = next.meta.unnati.customSections;
	const kept = customs.flatMap((section, index) =>
		dropped.has(`custom:${index}`) ? [] : [{ section, index }],
	);
	const renumber = new Map(kept.map(({ index }, position) => [`custom:${index}`, `custom:${position}`]));
	next.meta.unnati.customSections = kept.map(({ section }) => section);
	next.meta.unnati.sectionOrder = next.meta.unnati.sectionOrder.flatMap((key) =>
		key.startsWith("custom:") ? (renumber.has(key) ? [renumber.get(key) as SectionKey] : []) : [key],
	);
	return next;
}

/**
 * What Unnati read from a PDF resume, to check before anything is saved: the contact details to
 * correct, each section found with its entry count (untick what was misread), what to check, and
 * the resume as it will print. Saving makes a new resume and opens it in the builder for the rest.
 */
export function PdfImportReview({
	result,
	fileName,
	onSave,
	onCancel,
}: {
	result: PdfImport;
	fileName: string;
	onSave: (title: string, document: ResumeDocument) => Promise<unknown>;
	onCancel: () => void;
}) {
	const [title, setTitle] = useState(fileName.replace(/\.pdf$/i, "").slice(0, 80) || "Imported resume");
	const [basics, setBasics] = useState({
		name: result.document.basics.name,
		email: result.document.basics.email,
		phone: result.document.basics.phone,
	});
	const [dropped, setDropped] = useState<Set<SectionKey>>(new Set());
	const [saving, setSaving] = useState(false);
	const found = result.found as SectionKey[];
	const document = useMemo(() => {
		const kept = keepSections(result.document, dropped);
		kept.basics = { ...kept.basics, ...basics };
		return kept;
	}, [result.document, dropped, basics]);
	const toggle = (key: SectionKey, keep: boolean) =>
		setDropped((current) => {
			const next = new Set(current);
			if (keep) next.delete(key);
			else next.add(key);
			return next;
		});
	const field = (key: keyof typeof basics) => ({
		value: basics[key],
		onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
			const value = event.currentTarget.value;
			setBasics((current) => ({ ...current, [key]: value }));
		},
	});

	return (
		<form
			onSubmit={async (event) => {
				event.preventDefault();
				setSaving(true);
				try {
					await onSave(title.trim() || "Imported resume", document);
				} finally {
					setSaving(false);
				}
			}}
		>
			<SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
				<Stack gap="sm">
					<Text size="sm">
						Read from {fileName} ({result.pages} page{result.pages === 1 ? "" : "s"}). Check what was read:
						nothing is saved until you save it, and the builder opens afterwards for everything else.
					</Text>
					<TextInput
						label="Name of this resume"
						required
						maxLength={80}
						value={title}
						onChange={(e) => setTitle(e.currentTarget.value)}
					/>
					<TextInput label="Your name" maxLength={200} {...field("name")} />
					<TextInput label="Email" type="email" maxLength={200} {...field("email")} />
					<TextInput label="Phone" maxLength={30} {...field("phone")} />
					<Title order={3} size="h5">
						Sections found
					</Title>
					{found.length === 0 ? (
						<Text size="sm">No standard section headings were found: the text went into your summary.</Text>
					) : (
						<Stack gap={6} role="group" aria-label="Sections to keep">
							{found.map((key) => {
								const count = countOf(result.document, key);
								return (
									<Checkbox
										key={key}
										checked={!dropped.has(key)}
										onChange={(e) => toggle(key, e.currentTarget.checked)}
										label={`${headingOf(result.document, key)} (${count} entr${count === 1 ? "y" : "ies"})`}
									/>
								);
							})}
						</Stack>
					)}
					{result.notes.length > 0 && (
						<Alert color="yellow" title="Check these">
							<List size="sm">
								{result.notes.map((note) => (
									<List.Item key={note}>{note}</List.Item>
								))}
							</List>
						</Alert>
					)}
					<Group mt="sm">
						<Button type="submit" loading={saving}>
							Save as a new resume
						</Button>
						<Button variant="default" onClick={onCancel}>
							Cancel
						</Button>
					</Group>
				</Stack>
				<section aria-label="Preview of the imported resume">
					<ResumePreview document={document} settings={defaultResumeSettings()} />
				</section>
			</SimpleGrid>
		</form>
	);
}
