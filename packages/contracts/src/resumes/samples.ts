/**
 * Sample job descriptions written for Unnati, in the style of Indian campus drives: a student can
 * try the match without hunting for one, and the demo seed targets a resume at the first.
 */
export const SAMPLE_JOB_DESCRIPTIONS: readonly { title: string; text: string }[] = [
	{
		title: "Associate Software Engineer (product company, Bengaluru)",
		text: `Job Title: Associate Software Engineer
Location: Bengaluru (work from office)
Eligibility: B.E./B.Tech in CSE, IT or ECE, 2026 batch, minimum 7.0 CGPA and 60% in 10th and 12th, no active backlogs.

About the role
You will join a team building the payments dashboard used by 40,000 small merchants across India. Freshers work on real features from the first sprint, paired with a senior engineer.

What you will do
- Build and test REST APIs in Java with Spring Boot, backed by PostgreSQL.
- Write React screens for merchant reports and fix bugs reported by customers.
- Write unit tests and take part in code reviews; ship through our CI/CD pipeline.

What we look for
- Strong fundamentals in data structures and algorithms, OOPs, DBMS and operating systems.
- Hands-on coding in Java, Python or C++ (projects, internships or competitive programming count).
- Working knowledge of SQL and Git.
- Good communication skills, a problem-solving attitude and willingness to learn.

Selection process: online coding test (2 problems, 60 minutes), two technical interviews, HR discussion.
CTC: 9.5 LPA.`,
	},
	{
		title: "Data Analyst – Graduate Trainee (analytics firm, Hyderabad)",
		text: `Position: Data Analyst (Graduate Trainee)
We are hiring freshers from the 2025 and 2026 batches (any branch of B.E./B.Tech, B.Sc Statistics or BCA) with 65% or 6.5 CGPA throughout.

Responsibilities
- Pull and clean data from SQL databases and Excel sheets shared by retail clients.
- Build Power BI dashboards that track weekly sales, stock and store footfall.
- Carry out exploratory data analysis in Python (Pandas, NumPy) and present findings to client teams.
- Run simple statistical tests and regression models to explain changes in sales.

Skills required
- SQL (joins, group by, window functions) and advanced Excel (pivot tables, VLOOKUP).
- Python for data analysis; Tableau or Power BI.
- Basic statistics: probability, hypothesis testing.
- Clear written and verbal communication, attention to detail, and the ability to work in a team.

Training: 3 months paid training in Hyderabad. Stipend during training: INR 25,000 per month.`,
	},
	{
		title: "Graduate Engineer Trainee – Mechanical (auto components, Pune)",
		text: `Role: Graduate Engineer Trainee (Mechanical)
Company: a Tier-1 automotive component manufacturer with four plants in Maharashtra.
Eligibility: B.E./B.Tech Mechanical or Automobile Engineering, 2026 pass-outs, 60% aggregate.

Job description
- Support production and quality teams on the machining and assembly lines.
- Prepare and read 2D drawings in AutoCAD and 3D models in SolidWorks or CATIA, applying GD&T.
- Take part in kaizen and 5S activities and root cause analysis of customer complaints.
- Learn PPAP documentation and SPC for critical dimensions.

Desired skills
- Knowledge of manufacturing processes, strength of materials and machine design.
- Familiarity with MS Office and Excel for daily production reports.
- Willingness to work in shifts and relocate to any plant.
- Teamwork and good communication in English and Hindi or Marathi.`,
	},
	{
		title: "Business Development Associate (edtech, inside sales)",
		text: `Job Title: Business Development Associate
Location: Bengaluru, Noida
Open to freshers from any graduation stream (2025/2026 batch).

What you will do
- Call parents and working professionals who showed interest in our courses, understand their goals and recommend the right programme.
- Manage your sales pipeline in our CRM (Salesforce) and follow up until closure.
- Achieve weekly and monthly revenue targets.
- Give product demos over video calls.

What we look for
- Excellent communication skills in English and Hindi.
- Strong negotiation and objection handling; comfortable with cold calling.
- Self-motivated and target-oriented, able to handle rejection.
- Basic MS Excel.

CTC: 6 LPA fixed + up to 4 LPA incentives.`,
	},
];
