import type { ImportFormat, ImportPreview } from "@unnati/contracts";
import { parseAiken } from "./aiken";
import { parseCsv } from "./csv";
import { parseGift } from "./gift";
import { parseMoodleXml } from "./moodle-xml";

const PARSERS = { csv: parseCsv, aiken: parseAiken, gift: parseGift, moodlexml: parseMoodleXml } as const;

/** Reads a file in `format`; `extraTags` go on every question. Never throws on any text. */
export function parseQuestions(format: ImportFormat, text: string, extraTags: string[] = []): ImportPreview {
	const { questions, problems } = PARSERS[format](text, extraTags);
	return { questions, problems: [...problems].sort((a, b) => a.line - b.line) };
}

export { CSV_COLUMNS } from "./csv";
