import { FREE_TRIAL_DAYS } from "@unnati/contracts";
import type { LegalDate, LegalSection } from "./legal-section";

/** SPEC §9. */
export const TERMS_LAST_UPDATED: LegalDate = { iso: "2025-06-14", label: "14 June 2025" };

export const TERMS_INTRO = [
	"Please read these Terms and Conditions carefully before you use Unnati. They explain what you can expect from us, what we expect from you, and how the free trial, payments, refunds and cancellations work.",
];

/**
 * The 24 sections of the Terms (SPEC §2, §5, §6, §9). Governing law, the negotiation period and the
 * liability cap are blank in SPEC §9; the values below are drafts that a lawyer must confirm.
 */
export const TERMS_SECTIONS: readonly LegalSection[] = [
	{
		id: "acceptance",
		title: "Acceptance of These Terms",
		blocks: [
			'These Terms and Conditions ("Terms") govern your access to and use of Unnati: the website, the web application and every service offered through them, including learning paths, coding practice, proctored examinations, resume and interview tools, events and placement services (together, the "Services").',
			"By creating an account, signing in or using the Services, you agree to these Terms and to our [Privacy Policy](/privacy-policy). If you do not agree, please do not use the Services.",
			'If you use Unnati on behalf of a college, university or company, you confirm that you are authorised to accept these Terms for it, and "you" includes that institution or organization.',
		],
	},
	{
		id: "definitions",
		title: "Definitions",
		blocks: [
			{
				list: [
					'**"Unnati", "we", "us", "our"**: the provider of the Unnati platform.',
					'**"User", "you"**: anyone who registers for or uses the Services, including students, faculty, mentors, administrators and recruiters.',
					'**"Institution"**: a college, university or department that uses Unnati for its students and staff.',
					'**"Organization"**: a company or other employer that uses Unnati to assess or hire candidates.',
					'**"Profile"**: your account on Unnati and everything attached to it, including your portfolio, results, certificates and resumes.',
					'**"Subscription"**: paid access to the Services for a stated term.',
					'**"Content"**: any text, code, answers, images, files or other material submitted to or made available through the Services.',
				],
			},
		],
	},
	{
		id: "eligibility",
		title: "Eligibility",
		blocks: [
			"You may register for and use the Services only if you are **not a minor**, that is, you are at least 18 years old and competent to enter into a contract under the Indian Contract Act, 1872. By registering, you confirm that you meet this requirement.",
			"If we learn that a Profile belongs to a minor, we may suspend or delete it. Our [Privacy Policy](/privacy-policy) explains how we handle any personal data of children that reaches us.",
		],
	},
	{
		id: "registration",
		title: "Registration and Accurate Information",
		blocks: [
			"Most of the Services need a registered Profile. You agree to give **true, accurate, current and complete information** when you register, including your name, email address, phone number, institution, roll number and year of study, and to keep it up to date.",
			"We may check registration details with your Institution. If any information you give is untrue, inaccurate, out of date or incomplete, or we have reasonable grounds to suspect so, we may suspend or terminate your Profile and refuse any current or future use of the Services.",
			"You must not register on behalf of someone else, pretend to be another person, or hold more than one Profile without our agreement.",
		],
	},
	{
		id: "account-security",
		title: "Account Security",
		blocks: [
			"You are responsible for keeping your password and one-time passwords (OTPs) confidential and for everything done through your Profile. Do not share your login details with anyone, including classmates, seniors or coaching centres.",
			"If you think someone else has used your Profile, change your password and tell us at once through the [Contact Us](/contactus) page. We are not responsible for loss caused by your failure to keep your login details secure.",
		],
	},
	{
		id: "institutions-and-organizations",
		title: "Institutions and Organizations",
		blocks: [
			"An Institution that subscribes to Unnati may create Profiles for its students, faculty and mentors, assign learning paths and exams, and view their progress and results on its dashboards. The Institution is responsible for having a lawful basis to share its students' and staff's data with us, and for how its administrators use the Services.",
			"An Organization may use Unnati to run hiring rounds and to see the results of candidates who apply to it. It must use candidate data only for the recruitment for which it was shared, and must comply with applicable law.",
			"Where an Institution or Organization has signed a separate agreement with us, that agreement prevails over these Terms where the two differ.",
		],
	},
	{
		id: "free-trial",
		title: "Free Trial",
		blocks: [
			`New registered users get a **${FREE_TRIAL_DAYS}-day free trial** of the Services. The trial is **free of charge**: we do not ask for payment details to start it, and nothing is charged when it ends.`,
			"When the trial ends, your **subscription is suspended until you upgrade** to a paid plan. Your Profile and data are kept during the suspension, as our [Privacy Policy](/privacy-policy) describes, and access returns as soon as you upgrade.",
			"Each user or Institution may use the free trial once. We may change or withdraw the free trial for future registrations.",
		],
	},
	{
		id: "subscriptions-and-fees",
		title: "Subscriptions and Fees",
		blocks: [
			"Paid access is by Subscription. Institutions and Organizations subscribe under our Enterprise Model at the price set out in their quotation or order form; any plan offered to individuals shows its price before you pay.",
			"All fees are stated and charged in **Indian Rupees (INR)**. Unless stated otherwise, fees do not include taxes such as Goods and Services Tax (GST), which are charged in addition where they apply.",
			"We may change our fees for future terms. A change never affects a term you have already paid for, and we will tell you before it applies to your next renewal.",
		],
	},
	{
		id: "payment-methods",
		title: "Payment Methods",
		blocks: [
			"You can pay by **credit card, debit card, UPI, net banking or supported wallets**, through our payment partners. Payments are also subject to the terms of the payment partner and of your bank.",
			"We do not store your full card number, CVV, UPI PIN or net banking password; the payment partner handles them.",
			"If a payment fails or is reversed, we may suspend the Services until the amount due is paid.",
		],
	},
	{
		id: "no-refunds",
		title: "No Refunds",
		blocks: [
			"**All purchases are non-refundable.** Fees paid for a Subscription, course, assessment or any other purchase are not refunded, in whole or in part, including for unused time, unused features or early cancellation, except where applicable law requires a refund.",
			"This does not stop us from reversing a duplicate charge or a charge made in error. If that happens to you, write to us through the [Contact Us](/contactus) page with the transaction reference.",
		],
	},
	{
		id: "cancellation",
		title: "Cancellation",
		blocks: [
			"You may cancel a Subscription at any time by writing to us or, where available, from your account settings. Cancellation takes effect **at the end of the current paid term**: you keep access until then, and the Subscription does not renew.",
			'Cancelling does not entitle you to a refund of fees already paid (see "No Refunds").',
		],
	},
	{
		id: "proctored-examinations",
		title: "Proctored Examinations and Academic Integrity",
		blocks: [
			"Some exams on Unnati are proctored. Before a proctored exam you complete a system check; during it the Services use your camera and microphone, keep the exam in fullscreen, and record events such as tab switches, leaving fullscreen and face-detection signals. The [Examination Guidelines](/examination-guidelines) explain what is checked and recorded.",
			"By starting a proctored exam you agree to this monitoring for the duration of the exam. Proctoring records are shared with the Institution or Organization that set the exam, which decides on any action; Unnati does not itself decide cases of misconduct.",
			"You must not take an exam for someone else, get help from another person, use material or tools the exam does not allow, or try to interfere with proctoring.",
		],
	},
	{
		id: "acceptable-use",
		title: "Acceptable Use",
		blocks: [
			"You agree not to:",
			{
				list: [
					"break any applicable law, including the Information Technology Act, 2000 and the rules made under it;",
					"upload Content that is unlawful, defamatory, obscene or hateful, or that infringes anyone's intellectual property or privacy;",
					"share questions from live exams or answer keys, or help anyone cheat;",
					"upload malicious code, or run code in the coding IDE or playground that attacks, probes or overloads our systems or anyone else's;",
					"scrape or copy the Services or their content by automated means, or reverse engineer the Services except as the law allows;",
					"harass, bully or threaten other users, mentors or staff;",
					"use the Services to send spam or unsolicited promotions.",
				],
			},
		],
	},
	{
		id: "profiles",
		title: "Your Profile Is Personal",
		blocks: [
			"Your Profile is personal to you. You must not **sell, transfer, rent, lend or share your Profile**, or let anyone else use it, whether for payment or not. Any attempt to sell or transfer a Profile is void and may lead to its suspension or termination.",
			"Certificates, scores and leaderboard positions belong to the Profile that earned them and cannot be moved to another person.",
		],
	},
	{
		id: "your-content",
		title: "Your Content",
		blocks: [
			"You keep ownership of the Content you submit, such as your code, resumes, answers and posts. You give us a non-exclusive, royalty-free licence to host, store, process, display and transmit that Content only as needed to provide the Services, including showing it to your Institution and, when you apply, to the Organization concerned.",
			"If you make your public portfolio visible, anyone with its link can see what you choose to show there. You can change that at any time.",
			"You are responsible for your Content and confirm that you have the right to submit it. We may remove Content that breaks these Terms.",
		],
	},
	{
		id: "intellectual-property",
		title: "Intellectual Property",
		blocks: [
			"The Services, including the software, design, learning material, question banks, videos and trademarks, belong to Unnati or its licensors. We give you a limited, non-exclusive, non-transferable and revocable licence to use them for your own learning, assessment or recruitment while your Profile is active.",
			"You may not copy, reproduce, distribute, sell or create derivative works from any part of the Services without our written permission.",
		],
	},
	{
		id: "third-party-services",
		title: "Third-Party Services",
		blocks: [
			"The Services may link to or rely on services run by others, such as payment partners, video-call tools for mentor sessions, or external job and event pages. Those services have their own terms and privacy policies, and we are not responsible for them.",
		],
	},
	{
		id: "privacy",
		title: "Privacy and Data Protection",
		blocks: [
			"We process personal data in line with the Digital Personal Data Protection Act, 2023 and our [Privacy Policy](/privacy-policy), which explains what we collect, why, how long we keep it, with whom we share it, and how you can exercise your rights.",
		],
	},
	{
		id: "suspension-and-termination",
		title: "Suspension and Termination",
		blocks: [
			"We may suspend or terminate your Profile, or your access to all or part of the Services, **at our discretion**, with or without notice, including when you break these Terms, when information you gave is untrue, when your Institution asks us to, when the law requires it, or to protect other users or the Services.",
			"You may stop using the Services and ask us to delete your Profile at any time. When your Profile ends, so does your right to use the Services; the sections on refunds, your Content, intellectual property, liability, indemnity and governing law continue to apply.",
			"Suspension or termination does not entitle you to a refund.",
		],
	},
	{
		id: "disclaimers",
		title: "Disclaimers",
		blocks: [
			'The Services are provided "as is" and "as available". We work to keep them accurate, secure and available, but we do not promise that they will always be uninterrupted or free of errors.',
			"Learning paths, mock interviews, resume suggestions, leaderboards and readiness reports are there to help you prepare. **Unnati does not guarantee an internship, a job offer or any particular result.** Hiring decisions are made by Organizations alone.",
		],
	},
	{
		id: "limitation-of-liability",
		title: "Limitation of Liability",
		blocks: [
			"To the fullest extent the law allows, Unnati is not liable for any indirect, incidental, special, consequential or punitive loss, or for loss of data, opportunity, profit or goodwill, arising from your use of, or inability to use, the Services.",
			"Our total liability for all claims relating to the Services is limited to **the fees you paid us for the Services in the twelve (12) months before the event giving rise to the claim**.",
			"Nothing in these Terms limits any liability that cannot be limited under applicable law.",
		],
	},
	{
		id: "indemnity",
		title: "Indemnity",
		blocks: [
			"You agree to indemnify Unnati and its staff against claims, losses and expenses, including reasonable legal fees, arising from your breach of these Terms, your Content, or your misuse of the Services.",
		],
	},
	{
		id: "governing-law",
		title: "Governing Law and Disputes",
		blocks: [
			"These Terms are governed by the **laws of India**. If a dispute arises, you and we will first try to settle it by good-faith negotiation for thirty (30) days after one of us notifies the other of it in writing.",
			"If it is not settled, the **courts at Bengaluru, Karnataka** have exclusive jurisdiction over any dispute arising from these Terms or the Services.",
		],
	},
	{
		id: "changes-and-contact",
		title: "Changes to These Terms and Contact",
		blocks: [
			"We may update these Terms from time to time; the date at the top of this page shows the latest change. If a change is significant, we will tell you by email or in the app before it takes effect. If you keep using the Services after that, you accept the updated Terms.",
			"Questions about these Terms can be sent through the [Contact Us](/contactus) page. Concerns about your personal data go to our Grievance Officer, as described in the [Privacy Policy](/privacy-policy).",
		],
	},
];
