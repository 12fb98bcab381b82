import { STUDENT_IMPORT_LIMITS } from "@unnati/contracts/students";
import ExcelJS from "exceljs";
import { AppError } from "../../platform/errors";

/** One data row of an upload: its spreadsheet row number (the header is row 1) and its cells as text. */
export type RawRow = { row: number; cells: string[] };
export type RawTable = { header: string[]; rows: RawRow[] };

const tooManyRows = (count: number) =>
	new AppError(
		"PAYLOAD_TOO_LARGE",
		`The file has ${count.toLocaleString("en-IN")} students; import at most ${STUDENT_IMPORT_LIMITS.maxRows.toLocaleString("en-IN")} at a time (split the file).`,
		[{ path: "file", message: "More than 10,000 rows." }],
	);

/**
 * Reads CSV text (RFC 4180: quoted fields may hold commas, line breaks and doubled quotes) into rows
 * of cells. A semicolon-separated file (what a spreadsheet saves in some locales) is read too.
 */
export function readCsvTable(text: string): RawTable {
	const source = text.replace(/^\uFEFF/, "");
	const firstLine = source.slice(0, source.search(/\r?\n|$/));
	const separator = firstLine.split(";").length > firstLine.split(",").length ? ";" : ",";
	const records: RawRow[] = [];
	let cells: string[] = [];
	let cell = "";
	let quoted = false;
	let line = 1;
	let recordLine = 1;
	const finish = () => {
		cells.push(cell);
		records.push({ row: recordLine, cells });
		cells = [];
		cell = "";
	};
	for (let i = 0; i < source.length; i++) {
		const char = source[i] as string;
		if (quoted) {
			if (char === '"' && source[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (char === '"') quoted = false;
			else {
				if (char === "\n") line++;
				cell += char;
			}
		} else if (char === '"' && cell === "") quoted = true;
		else if (char === separator) {
			cells.push(cell);
			cell = "";
		} else if (char === "\n" || char === "\r") {
			if (char === "\r" && source[i + 1] === "\n") i++;
			finish();
			line++;
			recordLine = line;
		} else cell += char;
		if (records.length > STUDENT_IMPORT_LIMITS.maxRows + 1) throw tooManyRows(countLines(source));
	}
	if (cell !== "" || cells.length > 0) finish();
	const [header, ...rows] = records;
	return { header: header?.cells ?? [], rows };
}

const countLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== "").length - 1;

/**
 * A cell's text. A formula is kept as its text ("=HYPERLINK(...)"), never its cached result: an
 * import never runs or trusts what a formula computed. Dates become ISO dates; rich text its plain text.
 */
function cellText(value: ExcelJS.CellValue): string {
	if (value === null || value === undefined) return "";
	if (typeof value === "string") return value;
	if (typeof value === "number" || typeof value === "boolean") return String(value);
	if (value instanceof Date) return value.toISOString().slice(0, 10);
	if ("formula" in value && typeof value.formula === "string") return `=${value.formula}`;
	if ("sharedFormula" in value && typeof value.sharedFormula === "string") return `=${value.sharedFormula}`;
	if ("richText" in value) return value.richText.map((part) => part.text).join("");
	if ("text" in value && typeof value.text === "string") return value.text;
	if ("error" in value) return String(value.error);
	return "";
}

/** Reads the first worksheet of an XLSX file into rows of cells. */
export async function readXlsxTable(bytes: Buffer): Promise<RawTable> {
	const workbook = new ExcelJS.Workbook();
	try {
		await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
	} catch {
		throw new AppError("BAD_REQUEST", "The file could not be read as an Excel workbook (.xlsx).", [
			{ path: "file", message: "Not a readable .xlsx file." },
		]);
	}
	const sheet = workbook.worksheets[0];
	if (!sheet) return { header: [], rows: [] };
	if (sheet.actualRowCount > STUDENT_IMPORT_LIMITS.maxRows + 1) throw tooManyRows(sheet.actualRowCount - 1);
	const width = sheet.columnCount;
	const table: RawRow[] = [];
	sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
		const cells: string[] = [];
		for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column).value));
		table.push({ row: rowNumber, cells });
	});
	const [header, ...rows] = table;
	return { header: header?.cells ?? [], rows };
}

/** The table of an uploaded file, by its name's extension: .csv or .xlsx (anything else is a 415). */
export async function readStudentFile(fileName: string, bytes: Buffer): Promise<RawTable> {
	const extension = fileName.toLowerCase().split(".").pop();
	let table: RawTable;
	if (extension === "csv") table = readCsvTable(bytes.toString("utf8"));
	else if (extension === "xlsx") table = await readXlsxTable(bytes);
	else
		throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Upload a .csv or .xlsx file.", [
			{ path: "file", message: "Only .csv and .xlsx files are read." },
		]);
	const rows = table.rows.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
	if (rows.length > STUDENT_IMPORT_LIMITS.maxRows) throw tooManyRows(rows.length);
	return { header: table.header, rows };
}
