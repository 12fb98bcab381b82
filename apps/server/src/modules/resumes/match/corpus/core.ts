import type { CorpusCase } from "./types";

// Core engineering roles: mechanical, civil, electrical, electronics (written for Unnati's tests).

export const CORE_CASES: CorpusCase[] = [
	{
		id: "get-mechanical-auto",
		jd: `Role: Graduate Engineer Trainee (Mechanical)
Company: a two-wheeler manufacturer, plant at Hosur.
Eligibility: B.E./B.Tech in Mechanical or Automobile Engineering, 2025 pass-outs, 60% aggregate with no standing arrears.
Job description:
- Support the machining and assembly lines, and carry out root cause analysis of rejections
- Read and prepare drawings in AutoCAD; 3D modelling in CATIA or SolidWorks
- Apply GD&T and take part in kaizen and 5S activities
Desired: knowledge of manufacturing processes and strength of materials; MS Excel.
Willing to work in shifts. Good communication in English and Tamil.`,
		expected: {
			title: "Graduate Engineer Trainee",
			hard: [
				"Manufacturing processes",
				"Quality control",
				"CAD modelling",
				"GD&T",
				"Lean manufacturing",
				"Strength of materials",
				"Tamil",
			],
			tools: ["AutoCAD", "CATIA", "SolidWorks", "Excel"],
			soft: ["Willing to relocate or work shifts", "Communication"],
			minCgpa: null,
			minPercentage: 60,
			batches: [2025],
			degrees: ["B.E./B.Tech"],
			branches: ["Mechanical"],
			fresher: false,
			minYears: null,
		},
		resume: `Mohammed Arif
arif.mech@gmail.com | +91 97890 45612 | Salem, Tamil Nadu
OBJECTIVE
Mechanical engineering graduate seeking a Graduate Engineer Trainee role in automotive manufacturing.
EDUCATION
B.E. Mechanical Engineering, Sona College of Technology, Salem, 2021 - 2025, 74%
HSC, 2021, 86% | SSLC, 2019, 90%
SKILLS
AutoCAD, SolidWorks, GD&T, Manufacturing processes, MS Excel
INDUSTRIAL TRAINING
Ashok Leyland, Hosur, Jun 2024 - Jul 2024: studied the machining line for gear shafts and helped with a kaizen that cut changeover time by 15%.
PROJECTS
Design and fabrication of a pedal-powered washing machine; modelled in SolidWorks.
LANGUAGES
English, Tamil`,
		score: 58,
	},
	{
		id: "civil-site-engineer",
		jd: `We are hiring Civil Site Engineers (freshers) for residential projects in Hyderabad and Bengaluru.
Responsibilities: site execution and supervision of RCC works, quantity estimation and bill of quantities, checking reinforcement against drawings, daily progress reports.
Skills: AutoCAD, STAAD Pro, MS Excel; knowledge of concrete technology and surveying (total station).
Eligibility: B.E./B.Tech Civil Engineering, 2025/2026 batch, 60% and above.
Should be willing to travel between sites and work under pressure.`,
		expected: {
			title: "Site Engineer",
			hard: ["Site execution", "Estimation and costing", "Concrete technology", "Surveying"],
			tools: ["AutoCAD", "STAAD Pro", "Excel"],
			soft: ["Willingness to travel", "Resilience"],
			minCgpa: null,
			minPercentage: 60,
			batches: [2025, 2026],
			degrees: ["B.E./B.Tech"],
			branches: ["Civil"],
			fresher: true,
			minYears: null,
		},
		resume: `Srinivas Reddy
srinivas.civil@gmail.com | +91 91000 77889 | Warangal
EDUCATION
B.Tech Civil Engineering, NIT Warangal, 2022 - 2026, 7.4 CGPA
Intermediate (MPC), 2022, 96%
SKILLS
AutoCAD, STAAD Pro, Revit, Estimation, Surveying
INTERNSHIP
Site Intern, L&T Construction, May 2025 - Jul 2025: assisted site execution of a 12-storey residential tower; prepared bar bending schedules and checked reinforcement.
PROJECTS
Design of a G+3 RCC building in STAAD Pro with load calculations as per IS 456.`,
		score: 51,
	},
	{
		id: "electrical-ev",
		jd: `Job Title: Electrical Engineer - Graduate Trainee (EV chargers)
Location: Pune
You will test and commission EV charging stations, prepare single line diagrams and wiring diagrams, and support the power electronics team.
Requirements: B.E./B.Tech in EEE or ECE (2026), minimum 6.5 CGPA; basics of power systems, electrical machines and power electronics; MATLAB/Simulink; AutoCAD Electrical.
Knowledge of PLC and SCADA is an advantage.
We look for a quick learner with attention to detail who is willing to travel to customer sites.`,
		expected: {
			title: "Electrical Engineer",
			hard: [
				"Renewable energy",
				"Electrical design",
				"Power electronics",
				"Power systems",
				"Electrical machines",
				"PLC programming",
				"SCADA",
			],
			tools: ["MATLAB", "Simulink", "AutoCAD"],
			soft: ["Adaptability", "Attention to detail", "Willingness to travel"],
			minCgpa: 6.5,
			minPercentage: null,
			batches: [2026],
			degrees: ["B.E./B.Tech"],
			branches: ["Electrical and Electronics", "Electronics and Communication"],
			fresher: false,
			minYears: null,
		},
		resume: `Neha Deshpande
neha.deshpande@coep.ac.in | +91 98220 31415 | Pune
EDUCATION
B.Tech Electrical Engineering, COEP Technological University, 2022 - 2026, CGPA 7.8
SKILLS
MATLAB, Simulink, AutoCAD, Power systems, Electrical machines
PROJECTS
Battery management system for a 48 V e-bike pack: cell balancing and state-of-charge estimation simulated in MATLAB/Simulink.
Single line diagram and load calculation for the hostel block's rooftop solar PV plant.
INTERNSHIP
Intern, MSEDCL substation, Jun 2025 - Jul 2025: observed transformer maintenance and switchgear testing.`,
		score: 56,
	},
	{
		id: "embedded-firmware",
		jd: `Position: Embedded Software Engineer (Fresher)
Location: Bengaluru
Work on firmware for industrial IoT sensors.
Must have: Embedded C, microcontrollers (ARM Cortex-M, STM32), communication protocols (UART, SPI, I2C), debugging with an oscilloscope.
Good to have: RTOS, Python scripting, Git, PCB design basics.
Eligibility: B.E./B.Tech ECE/EEE/EIE, 2026 batch, 7 CGPA.
Strong problem-solving and teamwork.`,
		expected: {
			title: "Embedded Engineer",
			hard: [
				"Embedded C",
				"Embedded systems",
				"IoT",
				"Microcontrollers",
				"Communication protocols",
				"RTOS",
				"Python",
				"PCB design",
			],
			tools: ["Oscilloscope", "Git"],
			soft: ["Problem solving", "Teamwork"],
			minCgpa: 7,
			minPercentage: null,
			batches: [2026],
			degrees: ["B.E./B.Tech"],
			branches: [
				"Electronics and Communication",
				"Electrical and Electronics",
				"Electronics and Instrumentation",
			],
			fresher: true,
			minYears: null,
		},
		resume: `Rahul Menon
rahul.menon@rvce.edu.in | +91 99005 44321
EDUCATION
B.E. Electronics and Communication, RV College of Engineering, 2022 - 2026, CGPA 8.2
SKILLS
Embedded C, STM32, Arduino, UART, SPI, I2C, KiCad, Git
PROJECTS
Air quality monitor: STM32 firmware in Embedded C reading PM2.5 sensors over I2C and sending data over LoRa.
Two-layer PCB design in KiCad for the monitor.
INTERNSHIP
Firmware Intern, Bosch, Jun 2025 - Aug 2025: wrote drivers for an ARM Cortex-M4 board and debugged them with an oscilloscope.`,
		score: 59,
	},
	{
		id: "vlsi-verification",
		jd: `Job Title: Design Verification Engineer - Fresher
We are hiring 2026 M.Tech/B.Tech graduates in ECE or VLSI for our Hyderabad design centre.
Skills: digital design fundamentals, Verilog, SystemVerilog, UVM basics, scripting in Python or Perl.
Tools exposure: Cadence or Synopsys simulators, Xilinx Vivado.
Minimum 70% or 7.0 CGPA throughout academics.
Good analytical and communication skills.`,
		expected: {
			title: "VLSI Engineer",
			hard: ["VLSI", "Digital electronics", "Verilog", "Python"],
			tools: ["Cadence", "Synopsys", "Xilinx Vivado"],
			soft: ["Analytical thinking", "Communication"],
			minCgpa: 7,
			minPercentage: 70,
			batches: [2026],
			degrees: ["M.E./M.Tech", "B.E./B.Tech"],
			branches: ["Electronics and Communication"],
			fresher: true,
			minYears: null,
		},
		resume: `Divya Shetty
divya.shetty@nitte.edu.in | 9845098450
EDUCATION
M.Tech VLSI Design, NMAM Institute of Technology, 2024 - 2026, 8.9 CGPA
B.E. Electronics and Communication, 2020 - 2024, 76%
SKILLS
Verilog, SystemVerilog, Digital design, Python, Xilinx Vivado
PROJECTS
UART IP verification with a SystemVerilog testbench and functional coverage.
32-bit RISC-V core in Verilog, synthesised on an Artix-7 FPGA with Vivado.`,
		score: 56,
	},
];
