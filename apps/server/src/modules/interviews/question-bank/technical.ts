import { type BankQuestion, kp } from "./types";

// Technical questions by target role, written for Unnati for Indian campus placements (service and
// product companies, core PSU and private recruiters). Key points are what a panel listens for.

const t = (
	id: string,
	roles: BankQuestion["roles"],
	difficulty: BankQuestion["difficulty"],
	text: string,
	keyPoints: BankQuestion["keyPoints"],
): BankQuestion => ({ id: `tech-${id}`, type: "technical", roles, difficulty, text, keyPoints });

export const TECHNICAL_QUESTIONS: readonly BankQuestion[] = [
	// Software development (SDE).
	t("sde-01", ["sde"], "easy", "What is the difference between a process and a thread?", [
		kp("A process has its own address space", "address space|own memory|separate memory|isolated"),
		kp(
			"Threads share the process's memory",
			"share memory|shared memory|same memory|share the heap|shared heap",
		),
		kp("Context switching cost", "context switch|lightweight|overhead|cheaper"),
		kp(
			"Synchronisation between threads",
			"race condition|mutex|lock|synchronization|synchronisation|semaphore",
		),
	]),
	t("sde-02", ["sde"], "easy", "Explain the four pillars of object-oriented programming with an example.", [
		kp("Encapsulation", "encapsulation|private|data hiding"),
		kp("Abstraction", "abstraction|abstract class|interface"),
		kp("Inheritance", "inheritance|inherit|subclass|extends|parent class"),
		kp("Polymorphism", "polymorphism|overriding|overloading|method override"),
		kp("A concrete example", "example|for instance|such as|class"),
	]),
	t("sde-03", ["sde"], "medium", "How does a hash map work internally, and what happens on a collision?", [
		kp("Hash function maps keys to buckets", "hash function|hashcode|bucket|index"),
		kp("Collision handling", "collision|chaining|linked list|open addressing|probing"),
		kp("Load factor and resizing", "load factor|resize|rehash|rehashing|capacity"),
		kp("Average and worst-case complexity", "o(1)|constant time|o(n)|worst case"),
	]),
	t("sde-04", ["sde"], "medium", "What are the ACID properties of a database transaction?", [
		kp("Atomicity", "atomicity|all or nothing|rollback"),
		kp("Consistency", "consistency|constraint|valid state"),
		kp("Isolation", "isolation|concurrent|isolation level|serializable"),
		kp("Durability", "durability|commit|persist|write-ahead log|crash"),
	]),
	t(
		"sde-05",
		["sde"],
		"easy",
		"What is the difference between an array and a linked list? When would you use each?",
		[
			kp("Contiguous memory and index access", "contiguous|random access|index|o(1) access"),
			kp("Insertion and deletion cost", "insertion|deletion|insert|delete|o(n)"),
			kp("Pointers and extra memory", "pointer|node|next|extra memory|reference"),
			kp("When to choose which", "cache|frequent insert|use case|when"),
		],
	),
	t(
		"sde-06",
		["sde"],
		"medium",
		"Explain what happens when you type a URL into the browser and press Enter.",
		[
			kp("DNS resolution", "dns|domain name|ip address|resolver"),
			kp("TCP connection and TLS handshake", "tcp|handshake|tls|ssl|https"),
			kp("HTTP request and response", "http request|get request|response|status code|server"),
			kp("Rendering the page", "render|html|dom|css|javascript|browser parses"),
			kp("Caching", "cache|cdn|cached"),
		],
	),
	t("sde-07", ["sde"], "medium", "What is normalisation in databases? Explain 1NF, 2NF and 3NF.", [
		kp("Purpose: remove redundancy and anomalies", "redundancy|anomaly|anomalies|duplicate data"),
		kp("First normal form", "1nf|atomic|first normal form|repeating group"),
		kp("Second normal form", "2nf|partial dependency|second normal form"),
		kp("Third normal form", "3nf|transitive dependency|third normal form"),
	]),
	t("sde-08", ["sde"], "hard", "How would you design a URL shortener like the ones used in SMS campaigns?", [
		kp("Generating short keys", "base62|hash|unique id|counter|short code|key generation"),
		kp("Storage and lookup", "database|key value|redis|index|lookup"),
		kp("Redirect behaviour", "redirect|301|302|http"),
		kp("Scale: caching and read-heavy traffic", "cache|read heavy|scale|load balancer|replica"),
		kp("Expiry, analytics or abuse", "expiry|expire|analytics|click|rate limit|spam"),
	]),
	t(
		"sde-09",
		["sde"],
		"medium",
		"What is the difference between SQL and NoSQL databases, and how do you choose?",
		[
			kp("Schema and structure", "schema|table|relational|document|key value"),
			kp("Joins and transactions", "join|transaction|acid"),
			kp("Scaling", "horizontal|scale out|sharding|vertical"),
			kp("Choosing by use case", "use case|consistency|flexible|when"),
		],
	),
	t(
		"sde-10",
		["sde"],
		"hard",
		"Explain deadlock. What are its necessary conditions and how can it be prevented?",
		[
			kp("Definition", "deadlock|waiting forever|circular wait|each waiting"),
			kp("Coffman conditions", "mutual exclusion|hold and wait|no preemption|circular wait"),
			kp("Prevention or avoidance", "prevention|avoidance|banker|lock ordering|ordering"),
			kp("Detection and recovery", "detection|recovery|timeout|kill"),
		],
	),
	// Data analyst.
	t("da-01", ["data-analyst"], "easy", "What is the difference between WHERE and HAVING in SQL?", [
		kp("WHERE filters rows before grouping", "where|before grouping|rows"),
		kp("HAVING filters groups after aggregation", "having|after grouping|group by|aggregate"),
		kp("An example with an aggregate", "count|sum|avg|example"),
	]),
	t("da-02", ["data-analyst"], "medium", "How do you handle missing values in a dataset?", [
		kp("Find and understand why data is missing", "missing at random|why|pattern|isnull|null"),
		kp("Removing rows or columns", "drop|remove|delete|dropna"),
		kp("Imputation", "impute|imputation|mean|median|mode|fill"),
		kp("Effect on the analysis", "bias|impact|distort|sample size"),
	]),
	t(
		"da-03",
		["data-analyst"],
		"medium",
		"Explain the difference between correlation and causation with an example.",
		[
			kp("Correlation is a relationship, not a cause", "correlation|relationship|move together|associated"),
			kp("Causation needs evidence", "causation|cause|experiment|a/b test|controlled"),
			kp("Confounding variable", "confounding|third variable|hidden variable|lurking"),
			kp("A concrete example", "example|ice cream|for instance"),
		],
	),
	t(
		"da-04",
		["data-analyst"],
		"easy",
		"Which charts would you use to show sales across regions, over months, and by product share?",
		[
			kp("Bar chart to compare categories", "bar chart|bar|column chart"),
			kp("Line chart for a trend over time", "line chart|line|trend"),
			kp("Share of a whole", "pie|stacked|treemap|share|proportion"),
			kp("Clarity: labels and avoiding clutter", "label|axis|legend|clutter|readable"),
		],
	),
	t(
		"da-05",
		["data-analyst"],
		"hard",
		"A dashboard shows that app sign-ups dropped 20% last week. How would you investigate?",
		[
			kp("Check data quality first", "tracking|data quality|pipeline|bug|logging"),
			kp("Segment the drop", "segment|channel|region|platform|android|ios|cohort"),
			kp("External factors", "holiday|seasonal|festival|competitor|campaign|exam"),
			kp("Form and test a hypothesis", "hypothesis|funnel|test|validate"),
			kp("Communicate findings", "stakeholder|report|recommend|communicate"),
		],
	),
	t(
		"da-06",
		["data-analyst"],
		"medium",
		"What is the difference between mean, median and mode, and when is the median better?",
		[
			kp("Definitions", "average|middle value|most frequent"),
			kp("Effect of outliers and skew", "outlier|skew|skewed|extreme"),
			kp("Example such as salaries", "salary|income|example|house price"),
		],
	),
	// Cloud.
	t("cl-01", ["cloud"], "easy", "Explain IaaS, PaaS and SaaS with one example of each.", [
		kp("Infrastructure as a service", "iaas|ec2|virtual machine|compute engine"),
		kp("Platform as a service", "paas|app engine|elastic beanstalk|heroku|managed platform"),
		kp("Software as a service", "saas|gmail|office 365|salesforce|zoho"),
		kp("Who manages what", "responsibility|manage|control|shared responsibility"),
	]),
	t(
		"cl-02",
		["cloud"],
		"medium",
		"What is the difference between horizontal and vertical scaling? How does auto scaling work?",
		[
			kp("Vertical: a bigger machine", "vertical|scale up|bigger instance|more cpu|more ram"),
			kp("Horizontal: more machines", "horizontal|scale out|more instances|add servers"),
			kp("Load balancing", "load balancer|distribute traffic|elb"),
			kp("Auto scaling policy", "auto scaling|threshold|cpu utilisation|cpu utilization|metric|policy"),
		],
	),
	t("cl-03", ["cloud"], "medium", "How would you make a web application highly available on the cloud?", [
		kp("Multiple availability zones", "availability zone|multi-az|multiple zones|region"),
		kp("Load balancer and health checks", "load balancer|health check"),
		kp("Database replication and backups", "replica|replication|backup|failover"),
		kp("Monitoring and alerts", "monitoring|cloudwatch|alert|alarm"),
	]),
	t(
		"cl-04",
		["cloud"],
		"medium",
		"What are containers, and how is Docker different from a virtual machine?",
		[
			kp("Containers share the host kernel", "kernel|share the os|lightweight"),
			kp("VMs run a full guest OS on a hypervisor", "hypervisor|guest os|full operating system"),
			kp("Images and portability", "image|dockerfile|portable|registry"),
			kp("Orchestration", "kubernetes|orchestration|ecs|pods"),
		],
	),
	t("cl-05", ["cloud"], "hard", "Explain Infrastructure as Code. Why would a team use Terraform?", [
		kp("Infrastructure defined in files", "code|declarative|configuration file|template"),
		kp("Version control and review", "git|version control|review|pull request"),
		kp("Repeatable environments", "repeatable|consistent|environment|dev|staging"),
		kp("State and plan/apply", "state|plan|apply|drift"),
	]),
	// Cybersecurity.
	t("cy-01", ["cybersecurity"], "easy", "What is the CIA triad?", [
		kp("Confidentiality", "confidentiality|encryption|access control"),
		kp("Integrity", "integrity|hash|tamper"),
		kp("Availability", "availability|uptime|ddos|redundancy"),
	]),
	t("cy-02", ["cybersecurity"], "medium", "Explain SQL injection and how to prevent it.", [
		kp("Untrusted input changes the query", "input|query|malicious|inject"),
		kp("Parameterised queries", "parameterized|parameterised|prepared statement|bind"),
		kp("Input validation and least privilege", "validation|sanitize|sanitise|least privilege"),
		kp("Impact", "data leak|dump|bypass login|delete"),
	]),
	t(
		"cy-03",
		["cybersecurity"],
		"medium",
		"What is the difference between symmetric and asymmetric encryption?",
		[
			kp("Symmetric: one shared key", "same key|shared key|aes|symmetric"),
			kp("Asymmetric: public and private keys", "public key|private key|rsa|asymmetric"),
			kp("Speed and key exchange", "faster|slower|key exchange|diffie"),
			kp("Use in TLS", "tls|https|handshake|session key"),
		],
	),
	t(
		"cy-04",
		["cybersecurity"],
		"easy",
		"How would you recognise and respond to a phishing e-mail sent to employees?",
		[
			kp("Warning signs", "sender|spoof|urgent|link|attachment|domain"),
			kp("Report and contain", "report|block|quarantine|isolate"),
			kp("Awareness training", "training|awareness|simulation"),
			kp("Technical controls", "spf|dkim|dmarc|filter|mfa"),
		],
	),
	t(
		"cy-05",
		["cybersecurity"],
		"hard",
		"Walk me through how you would respond to a suspected ransomware infection on one laptop.",
		[
			kp("Isolate the machine", "isolate|disconnect|network|contain"),
			kp("Identify scope and preserve evidence", "scope|logs|evidence|forensic|siem"),
			kp("Eradicate and recover from backups", "backup|restore|reimage|recover"),
			kp("Report and learn", "report|incident|cert-in|lessons|post incident"),
		],
	),
	// Core mechanical.
	t("me-01", ["mechanical"], "easy", "What is the difference between stress and strain? State Hooke's law.", [
		kp("Stress is force per unit area", "force per unit area|stress|pascal|n/mm"),
		kp("Strain is change in length over original", "strain|change in length|deformation|dimensionless"),
		kp(
			"Hooke's law within the elastic limit",
			"hooke|proportional|elastic limit|young's modulus|modulus of elasticity",
		),
	]),
	t("me-02", ["mechanical"], "medium", "Compare the Otto and Diesel cycles.", [
		kp("Heat addition", "constant volume|constant pressure|heat addition"),
		kp("Ignition", "spark ignition|compression ignition|spark plug"),
		kp("Compression ratio and efficiency", "compression ratio|efficiency"),
		kp("Applications", "petrol|diesel|car|truck|application"),
	]),
	t(
		"me-03",
		["mechanical"],
		"medium",
		"What are the common heat treatment processes and why are they done?",
		[
			kp("Annealing", "annealing|soften|ductility"),
			kp("Hardening and quenching", "hardening|quenching|martensite"),
			kp("Tempering", "tempering|brittleness|toughness"),
			kp("Normalising", "normalizing|normalising|grain"),
		],
	),
	t(
		"me-04",
		["mechanical"],
		"hard",
		"How would you reduce the cycle time of a machining operation on a shop floor?",
		[
			kp("Study the current process", "time study|cycle time|bottleneck|value stream"),
			kp("Cutting parameters and tooling", "cutting speed|feed|depth of cut|tool|insert"),
			kp("Setup reduction", "smed|setup|fixture|changeover"),
			kp("Lean and measurement", "lean|kaizen|oee|measure|quality"),
		],
	),
	// Core electrical.
	t("ee-01", ["electrical"], "easy", "Why is power transmitted at high voltage?", [
		kp("Lower current for the same power", "lower current|current reduces|p = vi|same power"),
		kp("I²R losses fall", "i2r|copper loss|line loss|losses"),
		kp("Smaller conductors and cost", "conductor size|cost|cheaper|thinner"),
	]),
	t("ee-02", ["electrical"], "medium", "Explain the working principle of a transformer and its losses.", [
		kp("Mutual induction", "mutual induction|faraday|magnetic flux|induced emf"),
		kp("Turns ratio", "turns ratio|primary|secondary|step up|step down"),
		kp("Core losses", "core loss|iron loss|hysteresis|eddy current"),
		kp("Copper losses", "copper loss|i2r|winding resistance"),
	]),
	t("ee-03", ["electrical"], "medium", "What is power factor, and how is it improved in industry?", [
		kp("Ratio of real to apparent power", "real power|apparent power|cos|phase angle"),
		kp("Effect of a low power factor", "penalty|losses|current|reactive power"),
		kp("Correction with capacitors", "capacitor|capacitor bank|synchronous condenser|apfc"),
	]),
	t(
		"ee-04",
		["electrical"],
		"hard",
		"How does a three-phase induction motor start and why is a starter needed?",
		[
			kp("Rotating magnetic field", "rotating magnetic field|three phase|stator"),
			kp("Slip and induced rotor current", "slip|rotor current|induced"),
			kp("High starting current", "starting current|inrush|5 to 7 times"),
			kp("Types of starter", "star delta|dol|direct on line|soft starter|vfd|autotransformer"),
		],
	),
	// Core civil.
	t("cv-01", ["civil"], "easy", "What is the difference between one-way and two-way slabs?", [
		kp("Ratio of longer to shorter span", "ratio|span|greater than 2|less than 2"),
		kp("Direction of load transfer", "load transfer|one direction|both directions|bending"),
		kp("Reinforcement", "reinforcement|main bars|distribution bars"),
	]),
	t("cv-02", ["civil"], "medium", "What tests do you do on concrete at site and in the lab?", [
		kp("Slump test for workability", "slump|workability"),
		kp("Cube compressive strength", "cube|compressive strength|7 days|28 days"),
		kp("Other tests", "rebound hammer|upv|core test|compaction factor"),
		kp("Standards", "is 456|is 516|bis|indian standard"),
	]),
	t("cv-03", ["civil"], "medium", "Explain the curing of concrete. Why does it matter?", [
		kp("Keeping moisture for hydration", "hydration|moisture|water"),
		kp("Methods", "ponding|wet gunny|curing compound|sprinkling|membrane"),
		kp("Duration", "7 days|14 days|duration"),
		kp("Effect on strength and cracks", "strength|crack|shrinkage|durability"),
	]),
	t(
		"cv-04",
		["civil"],
		"hard",
		"How would you plan and control the schedule of a G+4 residential building project?",
		[
			kp("Break the work down", "wbs|work breakdown|activities"),
			kp("Critical path", "critical path|cpm|pert|float"),
			kp("Resources and procurement", "resources|labour|material|procurement"),
			kp("Tracking and tools", "gantt|primavera|ms project|progress|monitor"),
		],
	),
	// Sales and business development.
	t("sa-01", ["sales"], "easy", "Sell me this pen.", [
		kp("Ask about the customer's needs first", "what do you|need|use|question"),
		kp("Benefits, not only features", "benefit|save|help you|value"),
		kp("Handle an objection", "objection|concern|price|but"),
		kp("Close", "close|buy|order|today|deal"),
	]),
	t(
		"sa-02",
		["sales"],
		"medium",
		"How would you build a pipeline of new customers in a territory you do not know?",
		[
			kp("Research the market", "research|market|segment|target"),
			kp("Prospecting channels", "linkedin|cold call|referral|visit|network"),
			kp("Qualifying leads", "qualify|lead|bant|budget|decision maker"),
			kp("Tracking in a CRM", "crm|pipeline|funnel|salesforce|track"),
		],
	),
	t(
		"sa-03",
		["sales"],
		"medium",
		"A long-standing client says a competitor is 15% cheaper. What do you do?",
		[
			kp("Understand the real concern", "understand|ask|listen|concern"),
			kp("Reinforce value", "value|service|quality|relationship|total cost"),
			kp("Options without giving everything away", "option|volume|terms|bundle|discount"),
			kp("Keep the relationship", "relationship|long term|trust"),
		],
	),
	t(
		"sa-04",
		["sales"],
		"hard",
		"You are at 60% of the quarter's target with three weeks left. What is your plan?",
		[
			kp("Analyse the pipeline", "pipeline|forecast|deals|stage"),
			kp("Prioritise the closest deals", "prioritise|prioritize|closest|high value|focus"),
			kp("Ask for help and resources", "manager|team|help|support"),
			kp("Honest forecasting", "honest|communicate|update|realistic"),
		],
	),
	// Any role: campus fundamentals every panel may ask.
	t(
		"gen-01",
		"all",
		"easy",
		"Explain your final-year project: the problem, your part in it and what you learned.",
		[
			kp("The problem and why it matters", "problem|aim|objective|need"),
			kp("Your own contribution", "i designed|i built|i wrote|my role|i was responsible|i implemented"),
			kp("Method or technology", "method|technology|tool|approach|design"),
			kp("Results", "result|accuracy|efficiency|improved|%"),
			kp("What you learned", "learned|learnt|lesson"),
		],
	),
];
