// A resume with every section filled, for the server tests (round trips, PDF read-back, match).

export const FULL_RESUME = {
	basics: {
		name: "Ananya Krishnamurthy",
		label: "Final-year B.E. (CSE) | Backend developer",
		image: "https://example.org/photos/ananya.jpg",
		email: "ananya.k@college.edu.in",
		phone: "+91 98450 12345",
		url: "https://ananya.dev",
		summary:
			"Backend developer in my final year of Computer Science. I built a canteen ordering service used by 900 students and interned on a fintech team's Java services.",
		location: {
			address: "12, 4th Cross, Jayanagar",
			postalCode: "560041",
			city: "Bengaluru",
			region: "Karnataka",
			countryCode: "IN",
		},
		profiles: [{ network: "GitHub", username: "ananyak", url: "https://github.com/ananyak" }],
		branch: "Computer Science and Engineering",
		batch: "2022-2026",
	},
	work: [
		{
			name: "Paytrail Fintech",
			position: "Software Engineering Intern",
			location: "Bengaluru",
			description: "Payments startup",
			url: "https://paytrail.example.com",
			startDate: "2025-05",
			endDate: "2025-07",
			summary: "Worked on the settlements team.",
			highlights: [
				"Built REST APIs in Java with Spring Boot for merchant settlement reports.",
				"Cut report generation time from 40 s to 6 s with SQL indexes on PostgreSQL.",
			],
		},
	],
	volunteer: [
		{
			organization: "Teach for Bengaluru",
			position: "Weekend maths tutor",
			url: "",
			startDate: "2023-07",
			endDate: "2024-03",
			summary: "Taught Class 8 maths at a government school.",
			highlights: ["Ran weekly sessions for 30 students."],
		},
	],
	education: [
		{
			institution: "RV College of Engineering",
			url: "https://rvce.edu.in",
			area: "Computer Science and Engineering",
			studyType: "B.E.",
			startDate: "2022-08",
			endDate: "2026-05",
			score: "8.7 CGPA (out of 10)",
			courses: ["Data Structures", "DBMS", "Operating Systems"],
			level: "ug",
			board: "VTU",
			gradeType: "cgpa",
			grade: 8.7,
		},
		{
			institution: "National PU College",
			url: "",
			area: "PCMC",
			studyType: "Class 12",
			startDate: "2020",
			endDate: "2022",
			score: "91.4%",
			courses: [],
			level: "12th",
			board: "Karnataka PU Board",
			gradeType: "percentage",
			grade: 91.4,
		},
	],
	awards: [
		{
			title: "Smart India Hackathon 2024 finalist",
			date: "2024-12",
			awarder: "Ministry of Education",
			summary: "Built an app for crop price alerts.",
		},
	],
	certificates: [
		{
			name: "AWS Cloud Practitioner",
			date: "2025-01",
			issuer: "Amazon Web Services",
			url: "https://aws.example.org/cert/123",
		},
	],
	publications: [
		{
			name: "Queue-based load levelling for campus apps",
			publisher: "IJERT",
			releaseDate: "2025-03",
			url: "",
			summary: "A short paper.",
		},
	],
	skills: [
		{ name: "Languages", level: "Advanced", keywords: ["Java", "Python", "SQL"] },
		{ name: "Frameworks", level: "", keywords: ["Spring Boot", "React"] },
	],
	languages: [
		{ language: "Kannada", fluency: "Native" },
		{ language: "English", fluency: "Professional" },
	],
	interests: [{ name: "<b>Chess</b><script>alert('x')</script>", keywords: ["Rapid chess", "Puzzles"] }],
	references: [{ name: "Dr. S. Ramesh", reference: "Project guide, RVCE" }],
	projects: [
		{
			name: "CanteenQ – canteen ordering service",
			description: "Order ahead and pick up without queueing.",
			highlights: ["Served 900 students a day with a Node.js API and a React front end."],
			keywords: ["Node.js", "React", "MongoDB"],
			startDate: "2024-01",
			endDate: "2024-05",
			url: "https://github.com/ananyak/canteenq",
			roles: ["Team lead"],
			entity: "College project",
			type: "application",
		},
	],
	meta: {
		unnati: {
			sectionOrder: [
				"work",
				"projects",
				"education",
				"skills",
				"certificates",
				"custom:0",
				"awards",
				"volunteer",
				"publications",
				"languages",
				"interests",
				"references",
			],
			customSections: [
				{
					title: "Positions of Responsibility",
					items: [
						{
							title: "Secretary, Coding Club",
							subtitle: "RV College of Engineering",
							date: "2024 – 2025",
							summary: "",
							highlights: ["Organised a 24-hour hackathon with 300 participants."],
						},
					],
				},
			],
		},
	},
} as const;
