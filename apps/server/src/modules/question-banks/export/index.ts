import type { BankDetail, BankExportFormat } from "@unnati/contracts";
import { slug } from "./common";
import { toCsv } from "./csv";
import { toGift } from "./gift";
import { toMoodleXml } from "./moodle-xml";

export const EXPORTERS = {
	gift: { write: toGift, extension: "gift", contentType: "text/plain; charset=utf-8" },
	moodlexml: { write: toMoodleXml, extension: "xml", contentType: "application/xml; charset=utf-8" },
	csv: { write: toCsv, extension: "csv", contentType: "text/csv; charset=utf-8" },
} as const satisfies Record<BankExportFormat, unknown>;

/** A bank as a file to download: its name from the bank's, its text in the format asked for. */
export function exportBank(bank: BankDetail, format: BankExportFormat) {
	const exporter = EXPORTERS[format];
	return {
		fileName: `${slug(bank.name)}.${exporter.extension}`,
		contentType: exporter.contentType,
		text: exporter.write(bank.questions),
	};
}

export { toCsv, toGift, toMoodleXml };
