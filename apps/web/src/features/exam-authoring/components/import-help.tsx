import { Accordion, Code, Text } from "@mantine/core";

const CSV_EXAMPLE = `type,text,option_a,option_b,option_c,option_d,correct,tolerance,credits,feedback,grading,word_limit,guidance,marks,tags,explanation
mcq,Which data structure is FIFO?,Stack,Queue,Tree,Graph,b,,,,,,,1,ds;unit-2,A queue serves first in first out.
mcq,Which are linear structures?,Array,Tree,Linked list,Graph,a;c,,a=50;c=50;b=-50,,,,,2,ds,
numeric,Value of pi to two decimals?,,,,,3.14,0.01,,,,,,1,maths,
truefalse,A heap is a binary search tree.,,,,,false,,,"true: No, only parents outrank children.",,,,1,ds,
short,Expand DBMS.,Database Management System,/DBMS( software)?/,,,,,b=50,,,,,1,dbms,
matching,Match each structure with its order.,Stack -> LIFO,Queue -> FIFO,-> Random,,,,,,,,,1,ds,
ordering,Order the compiler phases.,Lexing,Parsing,Code generation,,,,,,position,,,1,compilers,
essay,Explain how a hash table handles collisions.,Accuracy | Both methods = 4 | One = 2 | None = 0,Clarity | Clear = 2 | Unclear = 0,,,,,,,,250,Names chaining and open addressing.,6,ds,`;

const AIKEN_EXAMPLE = `Which data structure is FIFO?
A. Stack
B. Queue
C. Tree
D. Graph
ANSWER: B`;

const GIFT_EXAMPLE = `::Q1:: Which data structure is FIFO? {=Queue#Right. ~Stack#That is LIFO. ~Tree}

::Q2:: Which are linear structures? {~%50%Array ~%50%Linked list ~%-100%Tree}

::Q3:: Value of pi to two decimals? {#3.14:0.01}

A heap is a binary search tree. {FALSE}

Expand DBMS. {=Database Management System =%50%DBMS software}

Match each structure with its order. {=Stack -> LIFO =Queue -> FIFO = -> Random}

// [word-limit:250] [guidance:Names chaining and open addressing.]
// [criterion:Accuracy | Both methods = 4 | One = 2 | None = 0]
Explain how a hash table handles collisions. {}`;

const XML_EXAMPLE = `<quiz>
  <question type="multichoice">
    <questiontext format="html"><text><![CDATA[<p>Which data structure is FIFO?</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>Queue</text><feedback><text>Right.</text></feedback></answer>
    <answer fraction="0"><text>Stack</text></answer>
  </question>
</quiz>`;

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
						A header row, then one question per row. Types: mcq, numeric, truefalse, short, matching,
						ordering, essay. The options go in option_a … option_j: the choices (mcq), the accepted answers
						(short; /…/ is a pattern), pairs written “item -&gt; choice” (matching; “-&gt; choice” alone is a
						distractor), the items in the right order (ordering) or an essay’s rubric, one criterion a column
						written “title | level = points | level = points”. <b>correct</b> is the right letter (“b”),
						letters separated by semicolons when several are right (“a;c”), the number (numeric) or
						true/false. <b>credits</b> gives a share of the marks per letter (“b=50;c=-100”), or partly right
						ranges for a numeric question (“1820:2=50”); <b>feedback</b> is one “letter: text” per line. Other
						columns: tolerance, grading (position or run), case_sensitive, ignore_spaces, word_limit,
						allow_upload and guidance (essays: the most words an answer may have, yes to let students attach a
						photo or PDF, and what graders look for), marks, negative_marks, tags (separated by semicolons),
						difficulty, explanation. Save the sheet as CSV (UTF-8).
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
						Multiple choice, true/false, short answer, matching, numeric, ordering and essay, as Moodle writes
						them. Answers go in braces after the question: “=” marks the right option and “~” a wrong one;
						{" {~%50%a ~%50%b ~%-100%c}"} gives each option a share of the marks, and “#” after an answer its
						feedback. {"{T}"} or {"{FALSE}"} is true/false; {"{=answer =%50%other}"} a short answer;
						{" {=item -> choice}"} matching; {"{#3.14:0.01}"} numeric (value and tolerance). “$CATEGORY:”
						lines become tags. {"{}"} is an essay; its word limit, attachment, what graders look for and its
						rubric go in comments Moodle ignores, as below. Descriptions are listed as skipped: they have no
						answer.
					</Text>
					<Example>{GIFT_EXAMPLE}</Example>
				</Accordion.Panel>
			</Accordion.Item>
			<Accordion.Item value="moodlexml">
				<Accordion.Control>Moodle XML</Accordion.Control>
				<Accordion.Panel>
					<Text size="sm">
						The file Moodle’s “Moodle XML format” export writes (.xml): multiple choice, true/false, short
						answer, matching, numerical, ordering and essay questions (with their word limit and information
						for graders), with their weights, feedback, tags and categories (as tags). Text in HTML becomes
						plain text. Descriptions and other types are listed as skipped.
					</Text>
					<Example>{XML_EXAMPLE}</Example>
				</Accordion.Panel>
			</Accordion.Item>
		</Accordion>
	);
}
