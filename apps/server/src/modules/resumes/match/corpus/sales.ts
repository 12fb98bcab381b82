import type { CorpusCase } from "./types";

// Sales and business development roles (written for Unnati's tests; expected skills listed by hand).

export const SALES_CASES: CorpusCase[] = [
	{
		id: "bda-edtech",
		jd: `Job Title: Business Development Associate
Location: Bengaluru
Open to 2025 and 2026 graduates from any stream.
Responsibilities:
- Counsel students and parents over calls and video demos, and convert leads into enrolments
- Manage the sales pipeline in our CRM and meet weekly revenue targets
Requirements:
- Excellent communication in English and Hindi
- Strong negotiation skills and the ability to handle rejection
- Target-oriented and self-motivated
CTC: 5 LPA fixed + incentives.`,
		expected: {
			title: "Business Development Executive",
			hard: ["Business development", "Product demos", "Sales pipeline management", "Sales targets", "Hindi"],
			tools: ["CRM"],
			soft: ["Communication", "Negotiation", "Resilience", "Self-motivation"],
			minCgpa: null,
			minPercentage: null,
			batches: [2025, 2026],
			degrees: ["Any graduate"],
			branches: [],
			fresher: false,
			minYears: null,
		},
		resume: `Ritika Sharma
ritika.sharma@christuniversity.in | +91 88800 12345 | Bengaluru
SUMMARY
BBA graduate with an internship in inside sales; fluent in English, Hindi and Kannada.
EDUCATION
BBA, Christ University, Bengaluru, 2022 - 2025, 3.4/4 GPA
Class 12 (ISC), 2022, 88%
EXPERIENCE
Sales Intern, Byju's, Jan 2025 - Mar 2025
- Made 60+ calls a day to parents and booked 45 product demos in 8 weeks.
- Updated every lead in the CRM and met the monthly sales target twice.
SKILLS
Communication, Negotiation, CRM, MS Excel
ACTIVITIES
Head of sponsorships for the college fest: raised INR 3.5 lakh from 14 local businesses.`,
		score: 58,
	},
	{
		id: "b2b-saas-sdr",
		jd: `We are hiring a Sales Development Representative for our B2B SaaS product.
Location: Chennai (night shift for US clients)
You will prospect and qualify leads through cold calling, email and LinkedIn Sales Navigator, book meetings for account executives, and keep HubSpot up to date.
What we want: excellent spoken English, curiosity about business software, resilience, and good time management.
Freshers with any degree are welcome; an MBA is a plus.`,
		expected: {
			title: "Business Development Executive",
			hard: ["B2B sales", "Lead generation", "Cold calling", "English proficiency"],
			tools: ["LinkedIn Sales Navigator", "HubSpot"],
			soft: ["Willing to relocate or work shifts", "Resilience", "Time management"],
			minCgpa: null,
			minPercentage: null,
			batches: [],
			degrees: ["Any graduate", "MBA"],
			branches: [],
			fresher: true,
			minYears: null,
		},
		resume: `Arjun Iyer
arjun.iyer@gmail.com | +91 90030 56789 | Chennai
EDUCATION
B.Com, Madras Christian College, 2021 - 2024, 79%
EXPERIENCE
Customer Support Executive, Freshworks, Jul 2024 - present
- Answered 40+ customer chats a day for a CRM product; CSAT 4.7/5.
SKILLS
Spoken English, Tamil, MS Office, HubSpot
ACHIEVEMENTS
Won the inter-college debate championship, 2023.`,
		score: 30,
	},
	{
		id: "field-sales-fmcg",
		jd: `Position: Sales Officer (Trainee)
Company: a leading FMCG company.
Location: Lucknow, with travel across Uttar Pradesh.
Job description: manage distributors and retailers in the assigned territory, achieve monthly sales targets, drive new outlet acquisition, and track secondary sales in Excel.
Eligibility: any graduate or MBA, 2025 batch, with a two-wheeler and a valid driving licence.
Fluency in Hindi is a must. Should be result-oriented with strong interpersonal skills.`,
		expected: {
			title: "Sales Executive",
			hard: ["Channel sales", "Sales targets", "Hindi"],
			tools: ["Excel"],
			soft: ["Willingness to travel", "Self-motivation", "Interpersonal skills"],
			minCgpa: null,
			minPercentage: null,
			batches: [2025],
			degrees: ["Any graduate", "MBA"],
			branches: [],
			fresher: false,
			minYears: null,
		},
		resume: `Ankit Yadav
ankit.yadav.mba@gmail.com | +91 94150 98765 | Lucknow
SUMMARY
MBA (Marketing) student from Lucknow, ready for a field sales role across Uttar Pradesh.
EDUCATION
MBA Marketing, Lucknow University, 2023 - 2025, 7.1 CGPA
B.Com, 2020 - 2023, 68%
SUMMER INTERNSHIP
Sales Intern, Dabur India, Apr 2024 - Jun 2024
- Visited 120 retailers in Kanpur and added 18 new outlets for the juice range.
- Tracked secondary sales for the distributor in Excel.
LANGUAGES
Hindi, English`,
		score: 39,
	},
	{
		id: "technical-sales-engineer",
		jd: `Job Title: Technical Sales Engineer
Location: Ahmedabad
We sell industrial automation products (PLCs, drives, sensors) to manufacturing plants in Gujarat.
Responsibilities: understand customer requirements, give product demonstrations, prepare techno-commercial offers, and grow key accounts.
Requirements: B.E. in Electrical, Electronics or Instrumentation (2025 or 2026), knowledge of PLC and SCADA, good presentation and negotiation skills, willingness to travel. Knowledge of Gujarati or Hindi preferred.`,
		expected: {
			title: "Sales Executive",
			hard: ["PLC programming", "Product demos", "Account management", "SCADA", "Hindi"],
			tools: [],
			soft: ["Presentation skills", "Negotiation", "Willingness to travel"],
			minCgpa: null,
			minPercentage: null,
			batches: [2025, 2026],
			degrees: ["B.E./B.Tech"],
			branches: [
				"Electrical and Electronics",
				"Electronics and Communication",
				"Electronics and Instrumentation",
			],
			fresher: false,
			minYears: null,
		},
		resume: `Hardik Patel
hardik.patel@ldce.ac.in | +91 98250 11223 | Ahmedabad
EDUCATION
B.E. Instrumentation and Control, L.D. College of Engineering, 2021 - 2025, 7.3 CGPA
SKILLS
PLC (Siemens S7-1200), SCADA, AutoCAD, Communication, Presentation skills
INTERNSHIP
Intern, Siemens channel partner, Jun 2024 - Jul 2024: assisted product demonstrations of drives to textile mills and prepared quotations.
PROJECTS
PLC-based bottle filling line with an HMI.
LANGUAGES
Gujarati, Hindi, English`,
		score: 60,
	},
];
