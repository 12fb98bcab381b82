import { Card, Code, List, Stack, Text, Title, type TitleOrder } from "@mantine/core";
import type { ProblemDetail } from "@unnati/contracts";

/** What every screen that shows a coding problem shows of it: the practice question and the exam player alike. */
export type ProblemTextFields = Pick<
	ProblemDetail,
	"statement" | "input_format" | "output_format" | "constraints" | "examples"
>;

function Section({
	title,
	order,
	children,
}: {
	title: string;
	order: TitleOrder;
	children: React.ReactNode;
}) {
	return (
		<Stack gap={4}>
			<Title order={order} size="h5">
				{title}
			</Title>
			{children}
		</Stack>
	);
}

function Paragraphs({ text }: { text: string }) {
	return (
		<>
			{text
				.split(/\n\s*\n/)
				.filter((paragraph) => paragraph.trim())
				.map((paragraph) => (
					<Text key={paragraph} size="sm" style={{ whiteSpace: "pre-line" }}>
						{paragraph}
					</Text>
				))}
		</>
	);
}

/**
 * A problem's statement, input and output formats, constraints and examples (plain text, never
 * HTML). `headingOrder` is the level of its section headings, one below the problem's title.
 */
export function ProblemText({
	problem,
	headingOrder = 3,
}: {
	problem: ProblemTextFields;
	headingOrder?: TitleOrder;
}) {
	return (
		<Stack gap="md">
			<Stack gap="xs">
				<Paragraphs text={problem.statement} />
			</Stack>
			<Section title="Input format" order={headingOrder}>
				<Paragraphs text={problem.input_format} />
			</Section>
			<Section title="Output format" order={headingOrder}>
				<Paragraphs text={problem.output_format} />
			</Section>
			{problem.constraints.length > 0 && (
				<Section title="Constraints" order={headingOrder}>
					<List size="sm" spacing={2}>
						{problem.constraints.map((constraint) => (
							<List.Item key={constraint}>
								<Code>{constraint}</Code>
							</List.Item>
						))}
					</List>
				</Section>
			)}
			{problem.examples.map((example, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: the examples are fixed; two may share an input.
				<Card key={index} withBorder padding="sm">
					<Title order={headingOrder} size="h5" mb="xs">
						Example {index + 1}
					</Title>
					<Stack gap="xs">
						<div>
							<Text size="xs" fw={600} c="dimmed" tt="uppercase">
								Input
							</Text>
							<Code block>{example.input}</Code>
						</div>
						<div>
							<Text size="xs" fw={600} c="dimmed" tt="uppercase">
								Output
							</Text>
							<Code block>{example.output}</Code>
						</div>
						{example.explanation && <Text size="sm">{example.explanation}</Text>}
					</Stack>
				</Card>
			))}
		</Stack>
	);
}
