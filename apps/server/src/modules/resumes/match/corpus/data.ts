import type { CorpusCase } from "./types";

// Data and AI roles (written for Unnati's tests; expected skills listed by hand).

export const DATA_CASES: CorpusCase[] = [
	{
		id: "data-analyst-retail",
		jd: `Job Title: Data Analyst
Company: a retail analytics firm in Gurugram.
Eligibility: B.E./B.Tech, B.Sc or BCA, 2025 batch, minimum 65% in graduation.
Key responsibilities:
- Write SQL queries to extract and clean sales data
- Build dashboards in Power BI or Tableau for store managers
- Perform exploratory data analysis in Python using Pandas
Must have advanced Excel (pivot tables, VLOOKUP) and a good understanding of statistics.
Strong analytical skills and the ability to present insights to business teams.`,
		expected: {
			title: "Data Analyst",
			hard: ["SQL", "Data visualization", "Data analysis", "Python", "Statistics"],
			tools: ["Power BI", "Tableau", "Pandas", "Excel"],
			soft: ["Analytical thinking", "Presentation skills"],
			minCgpa: null,
			minPercentage: 65,
			batches: [2025],
			degrees: ["B.E./B.Tech", "B.Sc", "BCA"],
			branches: [],
			fresher: false,
			minYears: null,
		},
		resume: `Pooja Agarwal
pooja.agarwal@du.ac.in | +91 98110 44556 | New Delhi
SUMMARY
Data analyst in the making: B.Sc (Hons) Statistics graduate who enjoys turning sales data into decisions.
EDUCATION
B.Sc (Hons) Statistics, Hindu College, University of Delhi, 2022 - 2025, 82%
Class 12 (CBSE), 2022, 95%
SKILLS
SQL, Python (Pandas, NumPy, Matplotlib), Excel (pivot tables, VLOOKUP), Power BI, Statistics, Hypothesis testing
PROJECTS
Kirana sales dashboard: cleaned 2 years of sales data with Pandas and built a Power BI dashboard of weekly sales by category.
Zomato reviews analysis: exploratory data analysis of 50,000 reviews in Python; presented findings to my department.
INTERNSHIP
Analytics Intern, Nykaa, Jun 2024 - Aug 2024: wrote SQL queries for the marketing team's weekly reports.`,
		score: 83,
	},
	{
		id: "data-scientist-fintech",
		jd: `Role: Associate Data Scientist
Location: Mumbai (hybrid)
We build credit risk models for first-time borrowers.
What you will do: build machine learning models (logistic regression, gradient boosting) on loan data, do feature engineering, and deploy models as REST APIs with FastAPI.
Requirements:
- B.Tech/M.Tech/M.Sc in CS, Statistics or Mathematics, 2026 pass-outs with 8 CGPA
- Python, scikit-learn, Pandas, SQL
- Strong probability and statistics
- Exposure to deep learning with PyTorch or TensorFlow is a plus
- Curious, self-motivated and a good communicator`,
		expected: {
			title: "Data Scientist",
			hard: [
				"Machine learning",
				"Regression",
				"Feature engineering",
				"REST APIs",
				"FastAPI",
				"Python",
				"SQL",
				"Statistics",
				"Deep learning",
			],
			tools: ["scikit-learn", "Pandas", "PyTorch", "TensorFlow"],
			soft: ["Self-motivation", "Communication"],
			minCgpa: 8,
			minPercentage: null,
			batches: [2026],
			degrees: ["B.E./B.Tech", "M.E./M.Tech", "M.Sc"],
			branches: ["Computer Science", "Mathematics and Statistics"],
			fresher: false,
			minYears: null,
		},
		resume: `Aditya Kulkarni
aditya.kulkarni@iitb.ac.in | +91 90040 67890
EDUCATION
M.Sc Statistics, IIT Bombay, 2024 - 2026, CPI 8.4
B.Sc Mathematics, Fergusson College, 2021 - 2024, 88%
SKILLS
Python, R, SQL, scikit-learn, Pandas, XGBoost, Statistics, Machine learning
PROJECTS
Loan default prediction: logistic regression and gradient boosting on 200,000 loans; feature engineering on repayment history raised AUC from 0.71 to 0.78.
Served the model with FastAPI.
EXPERIENCE
Research Intern, IIT Bombay, May 2025 - Jul 2025: machine learning for crop yield forecasting.`,
		score: 51,
	},
	{
		id: "ml-engineer-genai",
		jd: `We are hiring a Machine Learning Engineer (fresher) for our conversational AI team in Bengaluru.
You will fine-tune and evaluate LLMs, build RAG pipelines, and ship NLP features to production.
Skills: Python, PyTorch, NLP, deep learning, prompt engineering, Docker, Git.
Good to have: experience with AWS or GCP, and published work or Kaggle competitions.
Eligibility: B.E./B.Tech/M.Tech (CSE, AI&DS, ECE) with 7 CGPA, graduating in 2026.`,
		expected: {
			title: "Machine Learning Engineer",
			hard: [
				"Machine learning",
				"Artificial intelligence",
				"Generative AI",
				"Natural language processing",
				"Python",
				"Deep learning",
			],
			tools: ["PyTorch", "Docker", "Git", "AWS", "Google Cloud"],
			soft: [],
			minCgpa: 7,
			minPercentage: null,
			batches: [2026],
			degrees: ["B.E./B.Tech", "M.E./M.Tech"],
			branches: ["Computer Science", "Electronics and Communication"],
			fresher: true,
			minYears: null,
		},
		resume: `Lakshmi Priya
lakshmi.priya@psgtech.ac.in | 9843012345 | Coimbatore
EDUCATION
B.E. Computer Science and Engineering, PSG College of Technology, 2022 - 2026, CGPA 9.1
SKILLS
Python, PyTorch, NLP, Deep learning, Hugging Face Transformers, Git
PROJECTS
Tamil news summariser: fine-tuned an mT5 model with PyTorch; ROUGE-L 0.41 on a held-out set.
Campus help bot: a RAG chatbot over the college handbook using an open LLM.
PUBLICATIONS
Low-resource summarisation for Tamil, student track, FIRE 2025.`,
		score: 49,
	},
	{
		id: "business-analyst",
		jd: `Position: Business Analyst
Experience: freshers and up to 1 year
Location: Noida
You will gather requirements from operations teams, analyse data in SQL and Excel, and build reports in Power BI.
Required: strong analytical and problem-solving skills, excellent communication and stakeholder management, and working knowledge of SQL and Excel.
Preferred: MBA or B.Tech, knowledge of Agile and Jira.`,
		expected: {
			title: "Business Analyst",
			hard: ["SQL", "Agile"],
			tools: ["Excel", "Power BI", "Jira"],
			soft: ["Analytical thinking", "Problem solving", "Communication"],
			minCgpa: null,
			minPercentage: null,
			batches: [],
			degrees: ["MBA", "B.E./B.Tech"],
			branches: [],
			fresher: true,
			minYears: null,
		},
		resume: `Vikram Singh
vikram.singh@iimu.ac.in | +91 99280 33445 | Udaipur
SUMMARY
MBA student with a B.Tech in Mechanical Engineering, looking for business analyst roles.
EDUCATION
MBA, IIM Udaipur, 2024 - 2026
B.Tech Mechanical Engineering, MNIT Jaipur, 2019 - 2023, 7.6 CGPA
EXPERIENCE
Graduate Engineer Trainee, Hindustan Zinc, Jul 2023 - May 2024: tracked plant downtime in Excel and presented weekly reports to the plant head.
SKILLS
Excel, SQL, Power BI, Communication, Problem solving`,
		score: 54,
	},
	{
		id: "data-engineer",
		jd: `Job Title: Data Engineer - Campus Hire 2026
You will build ETL pipelines that move data from our apps into Snowflake.
Requirements: strong SQL and Python; experience with Apache Spark (PySpark) and Airflow; understanding of data warehousing concepts; Git.
Nice to have: Kafka, AWS (S3, Glue), Docker.
Eligibility: B.E./B.Tech CSE/IT/ECE, 70% or 7 CGPA throughout.
We expect ownership and a collaborative attitude.`,
		expected: {
			title: "Data Engineer",
			hard: ["ETL", "SQL", "Python", "Data warehousing"],
			tools: ["Snowflake", "Apache Spark", "Airflow", "Git", "Apache Kafka", "AWS", "Docker"],
			soft: ["Leadership", "Teamwork"],
			minCgpa: 7,
			minPercentage: 70,
			batches: [2026],
			degrees: ["B.E./B.Tech"],
			branches: ["Computer Science", "Information Technology", "Electronics and Communication"],
			fresher: true,
			minYears: null,
		},
		resume: `Harsha Vardhan
harsha.v@vit.ac.in | +91 96660 12121
EDUCATION
B.Tech Information Technology, VIT Vellore, 2022 - 2026, 8.0 CGPA
12th: 89% | 10th: 92%
SKILLS
Python, SQL, PySpark, Airflow, Git, Docker
PROJECTS
Cricket stats pipeline: an Airflow DAG that loads IPL ball-by-ball data into PostgreSQL with PySpark transforms.
EXPERIENCE
Data Engineering Intern, Swiggy, May 2025 - Jul 2025: wrote ETL jobs in PySpark for delivery time reports.`,
		score: 54,
	},
];
