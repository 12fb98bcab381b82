import { type LabDefinition, lines, seeded, testsOf } from "./define";

// ---------------------------------------------------------------- students API JSON

const queryPairs = (input: string) =>
	`${[...new URLSearchParams(input.trim())].map(([key, value]) => `${key}: ${value}`).join("\n")}\n`;

type Student = { name: string; branch: string; cgpa: number };

const toppers = (input: string) => {
	const students = JSON.parse(input) as Student[];
	const names = students
		.filter((s) => s.cgpa >= 8)
		.sort((a, b) => b.cgpa - a.cgpa || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
		.map((s) => s.name);
	return `${names.length === 0 ? "none" : names.join("\n")}\n`;
};

const summary = (input: string) => {
	const students = JSON.parse(input) as Student[];
	const total = students.length;
	const sum = students.reduce((acc, s) => acc + s.cgpa, 0);
	const counts: Record<string, number> = {};
	for (const s of students) counts[s.branch] = (counts[s.branch] ?? 0) + 1;
	const byBranch: Record<string, number> = {};
	for (const key of Object.keys(counts).sort()) byBranch[key] = counts[key] as number;
	const averageCgpa = total === 0 ? 0 : Math.round((sum / total) * 100) / 100;
	return `${JSON.stringify({ total, averageCgpa, byBranch })}\n`;
};

const FIRST = [
	"Aarav",
	"Diya",
	"Kabir",
	"Ananya",
	"Rohan",
	"Sneha",
	"Vikram",
	"Meera",
	"Arjun",
	"Priya",
	"Farhan",
	"Lakshmi",
];
const LAST = ["Sharma", "Iyer", "Reddy", "Khan", "Patel", "Nair", "Das", "Gupta", "Singh", "Menon"];
const BRANCHES = ["CSE", "ECE", "EEE", "MECH", "CIVIL", "IT"];

const studentsJson = (seed: number, count: number) => {
	const random = seeded(seed);
	const list: Student[] = Array.from({ length: count }, () => ({
		name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
		branch: random.pick(BRANCHES),
		cgpa: random.int(550, 1000) / 100,
	}));
	return `${JSON.stringify(list)}\n`;
};

const fixed = JSON.stringify([
	{ name: "Asha Rao", branch: "CSE", cgpa: 9.1 },
	{ name: "Imran Shaikh", branch: "ECE", cgpa: 7.4 },
	{ name: "Divya Menon", branch: "CSE", cgpa: 8.0 },
	{ name: "Karthik S", branch: "MECH", cgpa: 9.1 },
]);

export const studentsApiJson: LabDefinition = {
	slug: "students-api-json",
	courseSlug: "full-stack-web-foundations",
	title: "Shape JSON for a students API in Node.js",
	summary:
		"A placement-cell dashboard calls your Node.js API. Parse its query string, filter and sort student records, and build the exact JSON summary the front end expects.",
	minutes: 40,
	language: "javascript",
	objectives: [
		"Decode a URL query string with URLSearchParams, as Express does for req.query",
		"Filter and sort arrays of objects with a stable, two-key comparison",
		"Build a JSON response body with JSON.stringify and predictable key order",
	],
	prerequisites: ["JavaScript arrays, objects and arrow functions", "The lesson on HTTP and REST APIs"],
	steps: [
		{
			title: "Read the query string",
			instructions: `A request arrives as \`GET /api/students?branch=CSE&year=3&name=Asha%20Rao\`. Express turns the part after \`?\` into \`req.query\`; here you do it yourself.

**Task.** Read one line: a query string without the leading \`?\`. Print every parameter on its own line as \`key: value\`, in the order they appear, with values **decoded** (\`%20\` and \`+\` are spaces, \`%40\` is \`@\`). A key may appear more than once: print each occurrence.

Tip: \`new URLSearchParams(text)\` is built into Node.js and iterates as \`[key, value]\` pairs.`,
			starter: `const fs = require("node:fs");

const text = fs.readFileSync(0, "utf8").trim();
// Print each parameter as "key: value".
`,
			examples: testsOf(queryPairs, ["branch=CSE&year=3&name=Asha%20Rao\n"]),
			hidden: testsOf(queryPairs, [
				"q=placement+drive&college=JNTU%20Hyderabad\n",
				"email=ravi.kumar%40example.in&skill=react&skill=node\n",
				"page=2\n",
				"city=Bengaluru&pin=560001&note=50%25%20off\n",
			]),
			cpuMs: 1000,
			solution: `const fs = require("node:fs");
const text = fs.readFileSync(0, "utf8").trim();
const out = [];
for (const [key, value] of new URLSearchParams(text)) out.push(key + ": " + value);
console.log(out.join("\\n"));
`,
		},
		{
			title: "Filter and sort the records",
			instructions: `The endpoint \`GET /api/students/toppers\` lists every student with a CGPA of **8.0 or more**.

**Input.** A JSON array of student objects \`{ "name", "branch", "cgpa" }\` (read all of stdin and \`JSON.parse\` it).

**Output.** The names of the students with \`cgpa >= 8\`, one per line, sorted by CGPA from highest to lowest; students with the same CGPA in dictionary order of their names (compare the strings with \`<\`). If nobody qualifies, print \`none\`.`,
			starter: `const fs = require("node:fs");

const students = JSON.parse(fs.readFileSync(0, "utf8"));
// Keep cgpa >= 8, sort by cgpa (high to low) then name, and print the names.
`,
			examples: testsOf(toppers, [`${fixed}\n`]),
			hidden: testsOf(toppers, [
				"[]\n",
				`${JSON.stringify([{ name: "Zoya", branch: "IT", cgpa: 7.99 }])}\n`,
				studentsJson(1421, 12),
				studentsJson(1422, 60),
				studentsJson(1423, 400),
			]),
			cpuMs: 1000,
			solution: `const fs = require("node:fs");
const students = JSON.parse(fs.readFileSync(0, "utf8"));
const names = students
  .filter((s) => s.cgpa >= 8)
  .sort((a, b) => b.cgpa - a.cgpa || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  .map((s) => s.name);
console.log(names.length ? names.join("\\n") : "none");
`,
		},
		{
			title: "Build the summary response",
			instructions: `The dashboard's first card calls \`GET /api/students/summary\` and expects exactly this JSON body:

\`\`\`json
{"total":4,"averageCgpa":8.4,"byBranch":{"CSE":2,"ECE":1,"MECH":1}}
\`\`\`

- \`total\`: the number of students.
- \`averageCgpa\`: the mean CGPA rounded to 2 decimals **as a number**: \`Math.round(mean * 100) / 100\` (not \`toFixed\`, which gives a string). With no students it is \`0\`.
- \`byBranch\`: how many students per branch, with the branches in alphabetical order.

**Input.** A JSON array of student objects as in the previous step.

**Output.** One line: \`JSON.stringify\` of the object with the keys in the order shown.`,
			starter: `const fs = require("node:fs");

const students = JSON.parse(fs.readFileSync(0, "utf8"));
// Build { total, averageCgpa, byBranch } and print it with JSON.stringify.
`,
			examples: testsOf(summary, [`${fixed}\n`]),
			hidden: testsOf(summary, [
				"[]\n",
				studentsJson(1424, 1),
				studentsJson(1425, 25),
				studentsJson(1426, 500),
			]),
			cpuMs: 1000,
			solution: `const fs = require("node:fs");
const students = JSON.parse(fs.readFileSync(0, "utf8"));
const counts = {};
let sum = 0;
for (const s of students) { counts[s.branch] = (counts[s.branch] || 0) + 1; sum += s.cgpa; }
const byBranch = {};
for (const key of Object.keys(counts).sort()) byBranch[key] = counts[key];
const total = students.length;
const averageCgpa = total === 0 ? 0 : Math.round((sum / total) * 100) / 100;
console.log(JSON.stringify({ total, averageCgpa, byBranch }));
`,
		},
	],
};

// ---------------------------------------------------------------- signup validation and rate limit

const LOCAL = /^[A-Za-z0-9._+-]+$/;
const LABEL = /^[A-Za-z0-9-]+$/;

const validEmail = (email: string) => {
	const parts = email.split("@");
	if (parts.length !== 2) return false;
	const [local = "", domain = ""] = parts;
	const labels = domain.split(".");
	return LOCAL.test(local) && labels.length >= 2 && labels.every((label) => LABEL.test(label));
};

const emails = (input: string) => {
	const rows = input.split("\n");
	const n = Number(rows[0]);
	return `${rows
		.slice(1, 1 + n)
		.map((row) => (validEmail(row.trim()) ? "valid" : "invalid"))
		.join("\n")}\n`;
};

const signupStatus = (body: Record<string, unknown>) => {
	const { username, password } = body;
	if (typeof username !== "string" || !/^[a-z0-9_]{3,20}$/.test(username)) return "400 username";
	if (
		typeof password !== "string" ||
		password.length < 8 ||
		!/[A-Za-z]/.test(password) ||
		!/[0-9]/.test(password)
	)
		return "400 password";
	return "201";
};

const signups = (input: string) =>
	`${lines(input)
		.slice(1)
		.map((row) => signupStatus(JSON.parse(row) as Record<string, unknown>))
		.join("\n")}\n`;

const rateLimit = (input: string) => {
	const rows = lines(input);
	const n = Number(rows[0]);
	const allowed = new Map<string, number[]>();
	const out: string[] = [];
	for (const row of rows.slice(1, 1 + n)) {
		const [t = "0", ip = ""] = row.trim().split(/\s+/);
		const time = Number(t);
		const recent = (allowed.get(ip) ?? []).filter((at) => at > time - 60);
		if (recent.length < 3) {
			recent.push(time);
			out.push("200");
		} else out.push("429");
		allowed.set(ip, recent);
	}
	return `${out.join("\n")}\n`;
};

const requestLog = (seed: number, count: number, ips: number) => {
	const random = seeded(seed);
	let time = 0;
	const rows = Array.from({ length: count }, () => {
		time += random.int(0, 15);
		return `${time} 10.0.0.${random.int(1, ips)}`;
	});
	return `${count}\n${rows.join("\n")}\n`;
};

export const signupValidationRateLimit: LabDefinition = {
	slug: "signup-validation-rate-limit",
	courseSlug: "full-stack-web-foundations",
	title: "Guard a signup endpoint: validation and rate limiting",
	summary:
		"Write the checks an Express signup handler needs before it touches the database: a sound e-mail check, 201 or 400 answers naming the field, and a per-IP rate limit that answers 429.",
	minutes: 45,
	language: "javascript",
	objectives: [
		"Validate input on the server with small, testable rules instead of trusting the browser",
		"Answer with the right HTTP status: 201 for created, 400 naming the bad field, 429 when rate limited",
		"Implement a sliding-window rate limit per client address",
	],
	prerequisites: [
		"JavaScript strings, regular expressions and Map",
		"The lesson on backend APIs and security",
	],
	steps: [
		{
			title: "Check an e-mail address",
			instructions: `Before creating an account the server checks the e-mail. Use these rules (simpler than the full standard, and what many college portals use):

- exactly one \`@\`;
- the part before it is non-empty and uses only letters, digits, \`.\`, \`_\`, \`+\` and \`-\`;
- the part after it has at least two labels separated by \`.\` (like \`gmail.com\` or \`iitb.ac.in\`), and every label is non-empty and uses only letters, digits and \`-\`.

**Input.** A number \`n\`, then \`n\` lines, each one address.

**Output.** For each address, \`valid\` or \`invalid\`.`,
			starter: `const fs = require("node:fs");

const rows = fs.readFileSync(0, "utf8").split("\\n");
const n = Number(rows[0]);
function isValidEmail(email) {
  // Apply the three rules.
  return false;
}
const out = [];
for (let i = 1; i <= n; i++) out.push(isValidEmail(rows[i].trim()) ? "valid" : "invalid");
console.log(out.join("\\n"));
`,
			examples: testsOf(emails, ["3\nasha.rao@gmail.com\nravi@@college.edu\nmeera@localhost\n"]),
			hidden: testsOf(emails, [
				"6\nkabir_22@iitb.ac.in\n@gmail.com\nsneha@gmail..com\nfarhan+jobs@outlook.com\npriya@my-college.edu.in\nrohan@.com\n",
				"5\narjun sharma@gmail.com\nvikram@gmail.com.\nlakshmi-n@yahoo.co.in\nd@x.y\nno-at-sign.example.com\n",
				"4\na@b_c.com\nA.B-C@UNNATI.IN\nmeera@college\nrahul@college.edu\n",
			]),
			cpuMs: 1000,
			solution: `const fs = require("node:fs");
const rows = fs.readFileSync(0, "utf8").split("\\n");
const n = Number(rows[0]);
function ok(email) {
  const parts = email.split("@");
  if (parts.length !== 2) return false;
  const labels = parts[1].split(".");
  return /^[A-Za-z0-9._+-]+$/.test(parts[0]) && labels.length >= 2 && labels.every((l) => /^[A-Za-z0-9-]+$/.test(l));
}
const out = [];
for (let i = 1; i <= n; i++) out.push(ok(rows[i].trim()) ? "valid" : "invalid");
console.log(out.join("\\n"));
`,
		},
		{
			title: "Answer 201 or 400",
			instructions: `Now write the handler's answer for a signup body \`{ "username", "password" }\`:

- \`username\` must be a string of 3 to 20 characters, each a lowercase letter, a digit or \`_\`;
- \`password\` must be a string of at least 8 characters containing at least one letter and at least one digit.

Check \`username\` first, then \`password\`. Print \`201\` when both are fine, otherwise \`400 username\` or \`400 password\` for the **first** field that fails. A missing field, or one that is not a string, fails.

**Input.** A number \`n\`, then \`n\` lines, each a JSON body.

**Output.** One status line per body.`,
			starter: `const fs = require("node:fs");

const rows = fs.readFileSync(0, "utf8").split("\\n").filter((row) => row.trim() !== "");
function statusFor(body) {
  // Return "201", "400 username" or "400 password".
  return "201";
}
const n = Number(rows[0]);
const out = [];
for (let i = 1; i <= n; i++) out.push(statusFor(JSON.parse(rows[i])));
console.log(out.join("\\n"));
`,
			examples: testsOf(signups, [
				'3\n{"username":"asha_22","password":"placement2025"}\n{"username":"Asha","password":"placement2025"}\n{"username":"ravi","password":"password"}\n',
			]),
			hidden: testsOf(signups, [
				'4\n{"username":"ab","password":"abc12345"}\n{"password":"abc12345"}\n{"username":"kabir_cse","password":12345678}\n{"username":"kabir_cse","password":"1234567a"}\n',
				'4\n{"username":"a_very_long_username_21","password":"x1x1x1x1"}\n{"username":"meera_iyer","password":"12345678"}\n{"username":"meera iyer","password":"abcd1234"}\n{"username":"dev_007","password":"short1"}\n',
				'3\n{"username":"abc","password":"abcdefg1"}\n{"username":"x_y_z_20_chars_xyz12","password":"Z9zzzzzz"}\n{"username":null,"password":null}\n',
			]),
			cpuMs: 1000,
			solution: `const fs = require("node:fs");
const rows = fs.readFileSync(0, "utf8").split("\\n").filter((row) => row.trim() !== "");
function statusFor(b) {
  if (typeof b.username !== "string" || !/^[a-z0-9_]{3,20}$/.test(b.username)) return "400 username";
  if (typeof b.password !== "string" || b.password.length < 8 || !/[A-Za-z]/.test(b.password) || !/[0-9]/.test(b.password)) return "400 password";
  return "201";
}
const n = Number(rows[0]);
const out = [];
for (let i = 1; i <= n; i++) out.push(statusFor(JSON.parse(rows[i])));
console.log(out.join("\\n"));
`,
		},
		{
			title: "Rate-limit by IP address",
			instructions: `Bots hammer signup pages during placement season. Allow each IP address **at most 3 requests in any 60 seconds**.

A request at time \`t\` from an address is allowed when fewer than 3 **allowed** requests from that address happened at times greater than \`t - 60\`. Refused requests do not count. Print \`200\` for an allowed request and \`429\` (Too Many Requests) for a refused one.

Keep a \`Map\` from address to the times of its allowed requests, and drop times that have left the window.

**Input.** A number \`n\`, then \`n\` lines \`t ip\`: a time in seconds (never decreasing) and an IPv4 address.

**Output.** One status per request, in order.`,
			starter: `const fs = require("node:fs");

const rows = fs.readFileSync(0, "utf8").split("\\n").filter((row) => row.trim() !== "");
const n = Number(rows[0]);
const allowed = new Map(); // ip -> times of allowed requests
const out = [];
for (let i = 1; i <= n; i++) {
  const [t, ip] = rows[i].trim().split(/\\s+/);
  const time = Number(t);
  // Decide "200" or "429".
}
console.log(out.join("\\n"));
`,
			examples: testsOf(rateLimit, ["5\n0 10.0.0.1\n10 10.0.0.1\n20 10.0.0.1\n30 10.0.0.1\n61 10.0.0.1\n"]),
			hidden: testsOf(rateLimit, [
				"4\n0 1.1.1.1\n0 2.2.2.2\n0 1.1.1.1\n0 1.1.1.1\n",
				"6\n0 9.9.9.9\n1 9.9.9.9\n2 9.9.9.9\n59 9.9.9.9\n60 9.9.9.9\n61 9.9.9.9\n",
				requestLog(1431, 40, 3),
				requestLog(1432, 3000, 20),
			]),
			cpuMs: 1000,
			solution: `const fs = require("node:fs");
const rows = fs.readFileSync(0, "utf8").split("\\n").filter((row) => row.trim() !== "");
const n = Number(rows[0]);
const allowed = new Map();
const out = [];
for (let i = 1; i <= n; i++) {
  const [t, ip] = rows[i].trim().split(/\\s+/);
  const time = Number(t);
  const recent = (allowed.get(ip) || []).filter((at) => at > time - 60);
  if (recent.length < 3) { recent.push(time); out.push("200"); } else out.push("429");
  allowed.set(ip, recent);
}
console.log(out.join("\\n"));
`,
		},
	],
};
