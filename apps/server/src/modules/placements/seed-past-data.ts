import { type EligibilityRules, OPEN_RULES, type PlannedRound } from "@unnati/contracts/placements";

// The demo college's previous season as data (seed-past-season.ts writes it): the 2025 batch's twelve
// drives in the order they came to campus, who got which offer and what they answered, and what the
// batch's students went on to besides campus offers. Company names are made up.

const rules = (partial: Partial<EligibilityRules>): EligibilityRules => ({
	...OPEN_RULES,
	batch: 2025,
	...partial,
});
const rounds = (...list: [PlannedRound["kind"], string][]): PlannedRound[] =>
	list.map(([kind, name]) => ({ kind, name }));
/** The usual school-marks floor: 10th, 12th and diploma alike. */
const marks = (min: number) => ({ minTenthPercent: min, minTwelfthPercent: min, minDiplomaPercent: min });

export type Answer = "accepted" | "declined" | "released";

export type PastDrive = {
	company: string;
	city: string;
	title: string;
	fixed: number;
	variable: number;
	location: string;
	bondMonths: number | null;
	bondDetails: string | null;
	description: string;
	/** The day of the drive, in days before the demo's today. */
	daysAgo: number;
	rounds: PlannedRound[];
	rules: EligibilityRules;
	/** Who got an offer, and what they did with it. */
	offers: [rollNo: string, answer: Answer][];
};

/** In the order they came to campus. */
export const PAST_DRIVES: PastDrive[] = [
	{
		company: "Vindhya Consultancy Services",
		city: "Noida",
		title: "Systems Engineer",
		fixed: 3_36_000,
		variable: 24_000,
		location: "Noida, Pune or Chennai",
		bondMonths: null,
		bondDetails: null,
		description:
			"Vindhya Consultancy Services hires Systems Engineers for its application development and support practice. New joiners train for twelve weeks at the Noida learning centre before joining a client project.",
		daysAgo: 300,
		rounds: rounds(["aptitude", "Online test"], ["technical_interview", "Technical and HR interview"]),
		rules: rules({ minCgpa: 6, maxActiveBacklogs: 0 }),
		offers: [
			// 21CSE003 took an admission abroad; 21CSE008 gave this up for a Dream offer later.
			["21CSE003", "declined"],
			["21CSE005", "accepted"],
			["21CSE008", "released"],
			["21ECE003", "accepted"],
			["21ECE009", "accepted"],
			["21ME003", "accepted"],
			["21ME006", "accepted"],
		],
	},
	{
		company: "Kaveri Infotech Solutions",
		city: "Bengaluru",
		title: "Software Engineer Trainee",
		fixed: 6_00_000,
		variable: 50_000,
		location: "Bengaluru",
		bondMonths: null,
		bondDetails: null,
		description:
			"Kaveri Infotech builds order-management and billing software for mid-sized retailers across South India. Trainees learn Java, Spring Boot and React in a six-week induction, then join a product squad.",
		daysAgo: 285,
		rounds: rounds(
			["coding", "Online coding test"],
			["technical_interview", "Technical interview"],
			["hr_interview", "HR interview"],
		),
		rules: rules({
			branches: ["CSE", "ECE"],
			minCgpa: 7,
			...marks(60),
			maxActiveBacklogs: 0,
			maxGapYears: 1,
		}),
		offers: [
			// 21CSE001 moved up to the Super Dream offer two weeks later.
			["21CSE001", "released"],
			["21CSE011", "accepted"],
			["21ECE010", "accepted"],
		],
	},
	{
		company: "Aravalli Fintech",
		city: "Gurugram",
		title: "Software Development Engineer",
		fixed: 12_00_000,
		variable: 2_00_000,
		location: "Gurugram",
		bondMonths: null,
		bondDetails: null,
		description:
			"Aravalli Fintech runs a UPI payments and lending platform for small merchants. Software Development Engineers build Java and Go services that settle payments and score loans; the variable pay is a joining bonus and a yearly performance bonus.",
		daysAgo: 270,
		rounds: rounds(
			["coding", "Online coding test (data structures and algorithms)"],
			["technical_interview", "Technical interview 1 (problem solving)"],
			["technical_interview", "Technical interview 2 (system design basics)"],
			["hr_interview", "Hiring manager interview"],
		),
		rules: rules({ branches: ["CSE"], minCgpa: 8, ...marks(75), maxActiveBacklogs: 0, maxPastBacklogs: 0 }),
		offers: [["21CSE001", "accepted"]],
	},
	{
		company: "Konkan Infoway",
		city: "Navi Mumbai",
		title: "Technical Support Engineer",
		fixed: 3_25_000,
		variable: 25_000,
		location: "Navi Mumbai (rotational shifts)",
		bondMonths: null,
		bondDetails: null,
		description:
			"Konkan Infoway runs managed IT support desks for banks and hospitals. Technical Support Engineers resolve desktop, network and e-mail issues over phone and remote sessions, working rotational shifts including some nights.",
		daysAgo: 255,
		rounds: rounds(
			["aptitude", "Aptitude and English test"],
			["group_discussion", "Group discussion"],
			["hr_interview", "HR interview"],
		),
		rules: rules({ minCgpa: 6, ...marks(55), maxActiveBacklogs: 1 }),
		offers: [
			["21CSE009", "accepted"],
			["21CSE012", "accepted"],
			["21ECE006", "accepted"],
			["21ME001", "accepted"],
		],
	},
	{
		company: "Coromandel Power Systems",
		city: "Chennai",
		title: "Graduate Engineer - Embedded Firmware",
		fixed: 5_20_000,
		variable: 60_000,
		location: "Chennai (Guindy)",
		bondMonths: 12,
		bondDetails: "12-month service agreement covering the paid training; no amount is deducted from salary.",
		description:
			"Coromandel Power Systems designs controllers for solar inverters and battery storage. Graduate engineers write C firmware for ARM Cortex-M microcontrollers and automate hardware-in-the-loop tests.",
		daysAgo: 245,
		rounds: rounds(
			["aptitude", "Online test (aptitude, C and digital electronics)"],
			["technical_interview", "Technical interview"],
			["hr_interview", "HR interview"],
		),
		rules: rules({ branches: ["ECE", "CSE"], minCgpa: 6.5, ...marks(60), maxActiveBacklogs: 1 }),
		offers: [
			["21ECE001", "accepted"],
			["21ECE012", "accepted"],
		],
	},
	{
		company: "Narmada Digital Services",
		city: "Indore",
		title: "Associate Software Engineer",
		fixed: 3_60_000,
		variable: 40_000,
		location: "Indore or Hyderabad",
		bondMonths: null,
		bondDetails: null,
		description:
			"Narmada Digital Services builds and maintains web and mobile applications for retail and logistics clients. Associates train for ten weeks in Java or .NET and join a delivery team; engineers of every branch are welcome.",
		daysAgo: 236,
		rounds: rounds(
			["aptitude", "Online assessment (aptitude, verbal, pseudo-code)"],
			["technical_interview", "Technical interview"],
			["hr_interview", "HR interview"],
		),
		rules: rules({ minCgpa: 6.5, ...marks(60), maxActiveBacklogs: 0, maxGapYears: 2 }),
		offers: [
			["21CSE006", "accepted"],
			["21ECE005", "accepted"],
			// 21ME010 accepted Krishna Valves three days later, which declined this pending offer.
			["21ME010", "declined"],
		],
	},
	{
		company: "Krishna Valves and Pumps",
		city: "Coimbatore",
		title: "Graduate Engineer Trainee - Design",
		fixed: 4_00_000,
		variable: 40_000,
		location: "Coimbatore (Kurichi plant)",
		bondMonths: null,
		bondDetails: null,
		description:
			"Krishna Valves and Pumps makes centrifugal pumps and industrial valves for agriculture and water utilities. Design trainees model parts in SolidWorks, run flow calculations and support the test bed before moving to product design.",
		daysAgo: 233,
		rounds: rounds(
			["aptitude", "Written test (mechanical engineering and aptitude)"],
			["technical_interview", "Technical interview"],
			["hr_interview", "HR interview"],
		),
		rules: rules({ branches: ["ME"], minCgpa: 7, ...marks(60), maxActiveBacklogs: 0 }),
		offers: [
			["21ME004", "accepted"],
			["21ME005", "accepted"],
			["21ME010", "accepted"],
		],
	},
	{
		company: "Satpura Auto Components",
		city: "Chhatrapati Sambhajinagar",
		title: "Graduate Engineer Trainee - Production",
		fixed: 3_90_000,
		variable: 30_000,
		location: "Waluj MIDC, Chhatrapati Sambhajinagar",
		bondMonths: 24,
		bondDetails:
			"Service agreement of 24 months; ₹1,00,000 payable if you leave earlier, reduced month by month.",
		description:
			"Satpura Auto Components machines crankshafts and gear blanks for two-wheeler makers. Trainees work in production planning, machining lines and quality for a year, in shifts, before a permanent role.",
		daysAgo: 220,
		rounds: rounds(
			["aptitude", "Written test"],
			["group_discussion", "Group discussion"],
			["technical_interview", "Technical and HR interview"],
		),
		rules: rules({ branches: ["ME"], minCgpa: 6.5, ...marks(60), maxActiveBacklogs: 1 }),
		offers: [
			["21ME007", "accepted"],
			["21ME011", "accepted"],
		],
	},
	{
		company: "Vaigai Silicon Design",
		city: "Bengaluru",
		title: "VLSI Design Engineer Trainee",
		fixed: 8_00_000,
		variable: 1_00_000,
		location: "Bengaluru",
		bondMonths: null,
		bondDetails: null,
		description:
			"Vaigai Silicon Design verifies and lays out chips for semiconductor companies. Trainees learn SystemVerilog and UVM in a four-month programme, then join a verification or physical design team.",
		daysAgo: 205,
		rounds: rounds(
			["aptitude", "Online test (digital electronics, CMOS, aptitude)"],
			["technical_interview", "Technical interview 1"],
			["technical_interview", "Technical interview 2"],
			["hr_interview", "HR interview"],
		),
		rules: rules({ branches: ["ECE"], minCgpa: 7.5, ...marks(70), maxActiveBacklogs: 0, maxPastBacklogs: 0 }),
		offers: [
			["21ECE004", "accepted"],
			// 21ECE002 chose the M.Tech at IIT Madras.
			["21ECE002", "declined"],
		],
	},
	{
		company: "Mandovi Health Technologies",
		city: "Panaji",
		title: "Software Engineer - Full Stack",
		fixed: 7_20_000,
		variable: 80_000,
		location: "Panaji (hybrid)",
		bondMonths: null,
		bondDetails: null,
		description:
			"Mandovi Health Technologies makes hospital information software used by clinics in Goa, Karnataka and Maharashtra. Engineers build features across a TypeScript and PostgreSQL stack, from billing to the doctors' app.",
		daysAgo: 190,
		rounds: rounds(
			["coding", "Take-home coding exercise"],
			["technical_interview", "Technical interview (pairing on the exercise)"],
			["hr_interview", "Culture and HR interview"],
		),
		rules: rules({ branches: ["CSE", "ECE"], minCgpa: 7, ...marks(65), maxActiveBacklogs: 0 }),
		offers: [["21CSE008", "accepted"]],
	},
	{
		company: "Deccan Analytics Labs",
		city: "Hyderabad",
		title: "Associate Data Engineer",
		fixed: 8_50_000,
		variable: 1_00_000,
		location: "Hyderabad",
		bondMonths: null,
		bondDetails: null,
		description:
			"Deccan Analytics Labs runs data platforms for insurance and healthcare clients. Associate Data Engineers build batch and streaming pipelines in Python, Spark and Airflow after a three-month training.",
		daysAgo: 180,
		rounds: rounds(
			["coding", "Online coding test (SQL and Python)"],
			["technical_interview", "Technical interview"],
			["hr_interview", "HR interview"],
		),
		rules: rules({ branches: ["CSE"], minCgpa: 7.5, ...marks(75), maxActiveBacklogs: 0, maxPastBacklogs: 0 }),
		offers: [["21CSE010", "accepted"]],
	},
	{
		company: "Hampi Labs",
		city: "Bengaluru",
		title: "Software Engineer",
		fixed: 9_60_000,
		variable: 1_20_000,
		location: "Bengaluru",
		bondMonths: null,
		bondDetails: null,
		description:
			"Hampi Labs makes scheduling and payroll software for restaurants and retail chains, sold as a subscription. Engineers own features end to end in Kotlin and React; the variable pay is a yearly bonus.",
		daysAgo: 165,
		rounds: rounds(
			["coding", "Online coding test"],
			["technical_interview", "Technical interview"],
			["technical_interview", "Engineering manager interview"],
		),
		rules: rules({ branches: ["CSE", "ECE"], minCgpa: 7.5, ...marks(70), maxActiveBacklogs: 0 }),
		offers: [
			["21CSE002", "accepted"],
			["21ECE008", "accepted"],
		],
	},
];

/** What the batch's students went on to besides campus offers (the NBA index and NIRF count them). */
export const PAST_OUTCOMES: {
	rollNo: string;
	kind: "higher_studies" | "entrepreneur";
	detail: string;
	daysAgo: number;
}[] = [
	{
		rollNo: "21CSE003",
		kind: "higher_studies",
		detail: "MS in Computer Science, University of North Texas, USA (Fall 2025 intake)",
		daysAgo: 150,
	},
	{
		rollNo: "21ECE002",
		kind: "higher_studies",
		detail: "M.Tech in Microelectronics and VLSI, IIT Madras (GATE 2025, Electronics and Communication)",
		daysAgo: 120,
	},
	{
		rollNo: "21ME002",
		kind: "higher_studies",
		detail: "M.Tech in Thermal Engineering, NIT Tiruchirappalli (GATE 2025, Mechanical)",
		daysAgo: 118,
	},
	{
		rollNo: "21ME012",
		kind: "higher_studies",
		detail: "MS in Mechanical Engineering, TU Chemnitz, Germany (winter semester 2025 intake)",
		daysAgo: 140,
	},
	{
		rollNo: "21CSE007",
		kind: "entrepreneur",
		detail:
			"Co-founder, Krishi Setu Agritech (farm-to-mandi logistics app), at the college's incubation centre",
		daysAgo: 160,
	},
	{
		rollNo: "21ME008",
		kind: "entrepreneur",
		detail:
			"Founder, Shree Precision Works, a CNC machining job shop for auto-component makers (Udyam-registered)",
		daysAgo: 130,
	},
];
