import { layoutResume, type ResumeDocument, type ResumeSettings } from "@unnati/contracts/resumes";
import classes from "./resume-preview.module.css";

const FONT_STACKS: Record<ResumeSettings["font"], string> = {
	Helvetica: "Helvetica, Arial, sans-serif",
	"Times-Roman": "'Times New Roman', Times, serif",
	Courier: "'Courier New', Courier, monospace",
};

/**
 * The resume as it prints, drawn from the same layout as the PDF. Every value is rendered as text
 * by React, so HTML or a script typed into a field shows as the characters typed and never runs.
 */
export function ResumePreview({
	document,
	settings,
	nameIsHeading = false,
}: {
	document: ResumeDocument;
	settings: ResumeSettings;
	/** Where the resume is the page (a shared link), the name is its level-1 heading. */
	nameIsHeading?: boolean;
}) {
	const Name = nameIsHeading ? "h1" : "p";
	const layout = layoutResume(document);
	const centred = settings.template === "classic";
	return (
		<article
			className={classes.page}
			data-template={settings.template}
			data-paper={settings.paper}
			aria-label="Resume preview"
			style={{
				fontFamily: FONT_STACKS[settings.font],
				fontSize: `${settings.fontSize}pt`,
				["--accent" as string]: settings.accent,
			}}
		>
			<header style={{ textAlign: centred ? "center" : "left" }}>
				{layout.name && <Name className={classes.name}>{layout.name}</Name>}
				{layout.label && <p className={classes.label}>{layout.label}</p>}
				{layout.contact.length > 0 && <p className={classes.contact}>{layout.contact.join(" | ")}</p>}
				{layout.campusLine && <p className={classes.contact}>{layout.campusLine}</p>}
			</header>
			{layout.summary && <p className={classes.summary}>{layout.summary}</p>}
			{layout.sections.map((section) => (
				<section key={section.key} className={classes.section} data-section={section.key}>
					<h3 className={classes.heading}>{section.heading}</h3>
					{section.entries.map((entry, index) => {
						const second = [entry.subtitle, entry.dates, ...entry.details].filter(Boolean).join(" | ");
						return (
							// Entries have no identity of their own; their order is the document's.
							// biome-ignore lint/suspicious/noArrayIndexKey: entries are positional
							<div key={index} className={classes.entry}>
								{entry.title && <p className={classes.title}>{entry.title}</p>}
								{second && <p className={classes.muted}>{second}</p>}
								{entry.summary && <p>{entry.summary}</p>}
								{entry.bullets.length > 0 && (
									<ul>
										{entry.bullets.map((bullet, i) => (
											// biome-ignore lint/suspicious/noArrayIndexKey: bullets are positional
											<li key={i}>{bullet}</li>
										))}
									</ul>
								)}
							</div>
						);
					})}
				</section>
			))}
		</article>
	);
}
