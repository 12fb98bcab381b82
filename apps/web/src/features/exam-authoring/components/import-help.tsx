import { Accordion, Code, Text } from "@mantine/core";

const CSV_EXAMPLE = `type,text,option_a,option_b,option_c,option_d,option_e,option_f,correct,tolerance,marks,negative_marks,tags,difficulty,explanation
mcq,Which data structure is FIFO?,Stack,Queue,Tree,Graph,,,b,,1,0.25,ds;unit-2,easy,A queue serves first in first out.
mcq,Which are linear structures?,Array,Tree,Linked list,Graph,,,a;c,,2,0,ds,medium,
numeric,Value of pi to two decimals?,,,,,,,3.14,0.01,1,0,maths,easy,`;

const AIKEN_EXAMPLE = `Which data structure is FIFO?
A. Stack
B. Queue
C. Tree
D. Graph
ANSWER: B`;

const GIFT_EXAMPLE = `::Q1:: Which data structure is FIFO? {=Queue ~Stack ~Tree ~Graph}

::Q2:: Which are linear structures? {~%50%Array ~%50%Linked list ~%-100%Tree}

::Q3:: Value of pi to two decimals? {#3.14:0.01}`;

function Example({ children }: { children: string }) {
	return (
		<Code block mt="xs" style={{ whiteSpace: "pre", overflowX: "auto" }}>
			{children}
		</Code>
	);
}

/** How each import format is written, with an example to copy. */
export function ImportHelp() {
	return (
		<Accordion variant="contained" aria-label="Import formats">
			<Accordion.Item value="csv">
				<Accordion.Control>CSV (spreadsheet)</Accordion.Control>
				<Accordion.Panel>
					<Text size="sm">
						A header row, then one question per row. Columns: type, text, option_a … option_f, correct,
						tolerance, marks, negative_marks, tags, difficulty, explanation. <b>correct</b> is the letter of
						the right option (“b”), letters separated by semicolons when several are right (“a;c”), or the
						number itself for a numeric question. Tags are separated by semicolons. Save the sheet as CSV
						(UTF-8).
					</Text>
					<Example>{CSV_EXAMPLE}</Example>
				</Accordion.Panel>
			</Accordion.Item>
			<Accordion.Item value="aiken">
				<Accordion.Control>Aiken</Accordion.Control>
				<Accordion.Panel>
					<Text size="sm">
						The question on one line, each option on its own line starting with a letter and a full stop or
						bracket, then “ANSWER:” and the right letter. Leave a blank line between questions. Aiken has
						single-answer multiple choice only.
					</Text>
					<Example>{AIKEN_EXAMPLE}</Example>
				</Accordion.Panel>
			</Accordion.Item>
			<Accordion.Item value="gift">
				<Accordion.Control>GIFT (Moodle)</Accordion.Control>
				<Accordion.Panel>
					<Text size="sm">
						Answers go in braces after the question: “=” marks the right option and “~” a wrong one. For
						several right answers give each option a weight, e.g. {"{~%50%a ~%50%b ~%-100%c}"}. A numeric
						answer is written {"{#3.14:0.01}"}: the value, then the tolerance. An optional title goes between
						double colons.
					</Text>
					<Example>{GIFT_EXAMPLE}</Example>
				</Accordion.Panel>
			</Accordion.Item>
		</Accordion>
	);
}
