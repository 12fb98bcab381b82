import { Grid, NumberInput, Select, Textarea, TextInput } from "@mantine/core";
import { RESUME_DATE } from "@unnati/contracts/resumes";
import { useEffect, useState } from "react";
import type { FieldSpec } from "./section-fields";

const splitList = (text: string) =>
	text
		.split(",")
		.map((part) => part.trim())
		.filter(Boolean);
const splitLines = (text: string) =>
	text
		.split("\n")
		.map((line) => line.trim())
		.filter(Boolean);

/**
 * A list edited as text ("Java, Python" or one point per line). The text is kept as typed, so a
 * trailing comma or an empty new line stays while typing; the list is what the text says.
 */
function ListInput({
	spec,
	value,
	onChange,
	error,
	id,
}: {
	spec: FieldSpec;
	value: string[];
	onChange: (next: string[]) => void;
	error?: string | undefined;
	id: string;
}) {
	const lines = spec.kind === "lines";
	const split = lines ? splitLines : splitList;
	const join = (items: string[]) => items.join(lines ? "\n" : ", ");
	const separator = lines ? "\n" : ", ";
	const [text, setText] = useState(join(value));
	// Follow the document when it changes from elsewhere (a restored version, a reorder).
	useEffect(() => {
		const read = separator === "\n" ? splitLines : splitList;
		setText((current) =>
			JSON.stringify(read(current)) === JSON.stringify(value) ? current : value.join(separator),
		);
	}, [value, separator]);
	const props = {
		id,
		label: spec.label,
		value: text,
		error,
		placeholder: spec.placeholder,
		onChange: (event: { currentTarget: { value: string } }) => {
			setText(event.currentTarget.value);
			onChange(split(event.currentTarget.value));
		},
	};
	return lines ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
}

/** The fields of one entry of a section, laid out two to a row on a wide screen. */
export function EntryFields({
	specs,
	value,
	onChange,
	errors,
	idPrefix,
}: {
	specs: FieldSpec[];
	value: Record<string, unknown>;
	onChange: (key: string, next: unknown) => void;
	/** Field key → message. */
	errors: Record<string, string>;
	idPrefix: string;
}) {
	return (
		<Grid gutter="sm">
			{specs.map((spec) => {
				const id = `${idPrefix}-${spec.key}`;
				const current = value[spec.key];
				const error = errors[spec.key];
				let input: React.ReactNode;
				if (spec.kind === "list" || spec.kind === "lines")
					input = (
						<ListInput
							id={id}
							spec={spec}
							value={Array.isArray(current) ? (current as string[]) : []}
							onChange={(next) => onChange(spec.key, next)}
							error={error}
						/>
					);
				else if (spec.kind === "select")
					input = (
						<Select
							id={id}
							label={spec.label}
							data={spec.options ?? []}
							value={(current as string) || null}
							onChange={(next) => onChange(spec.key, next ?? "")}
							clearable
							error={error}
						/>
					);
				else if (spec.kind === "number")
					input = (
						<NumberInput
							id={id}
							label={spec.label}
							value={typeof current === "number" ? current : ""}
							onChange={(next) => onChange(spec.key, typeof next === "number" ? next : null)}
							min={0}
							max={100}
							decimalScale={2}
							error={error}
						/>
					);
				else if (spec.kind === "textarea")
					input = (
						<Textarea
							id={id}
							label={spec.label}
							value={(current as string) ?? ""}
							onChange={(event) => onChange(spec.key, event.currentTarget.value)}
							autosize
							minRows={2}
							error={error}
						/>
					);
				else {
					const text = (current as string) ?? "";
					const dateError =
						spec.kind === "date" && text && !RESUME_DATE.test(text)
							? "Write it as YYYY-MM, e.g. 2025-06."
							: undefined;
					input = (
						<TextInput
							id={id}
							label={spec.label}
							value={text}
							placeholder={spec.placeholder}
							onChange={(event) => onChange(spec.key, event.currentTarget.value)}
							error={error ?? dateError}
						/>
					);
				}
				return (
					<Grid.Col key={spec.key} span={{ base: 12, sm: spec.half ? 6 : 12 }}>
						{input}
					</Grid.Col>
				);
			})}
		</Grid>
	);
}
