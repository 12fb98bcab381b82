import { ActionIcon, Anchor, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { NavLink, useMatch } from "react-router";
import { footerNavItems, type NavItem } from "../nav";

/** The four social links (SPEC §2: email, a professional network, a microblog, a video site). */
const socialLinks: readonly { label: string; href: string; icon: ReactNode }[] = [
	{
		label: "Email Unnati",
		href: "mailto:hello@unnati.example.org",
		icon: <path d="M3 5h18v14H3zM3 6l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" />,
	},
	{
		label: "Unnati on LinkedIn",
		href: "https://www.linkedin.com/company/unnati-edu",
		icon: (
			<path
				fill="currentColor"
				d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5.1c0-1.22-.02-2.78-1.7-2.78-1.7 0-1.96 1.33-1.96 2.7V21h-4z"
			/>
		),
	},
	{
		label: "Unnati on X",
		href: "https://x.com/unnati_edu",
		icon: (
			<path
				fill="currentColor"
				d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.4 4.73H5.58z"
			/>
		),
	},
	{
		label: "Unnati on YouTube",
		href: "https://www.youtube.com/@unnati-edu",
		icon: (
			<path
				fill="currentColor"
				d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.75 15.02V8.98L15.5 12z"
			/>
		),
	},
];

/** One footer link; React Router's NavLink marks the current route with aria-current="page". */
function FooterLink({ item }: { item: NavItem }) {
	const active = useMatch({ path: item.to, end: true }) !== null;
	return (
		<Anchor
			component={NavLink}
			to={item.to}
			end
			size="sm"
			fw={active ? 700 : 400}
			c={active ? "indigo.8" : "var(--mantine-color-text)"}
			underline={active ? "always" : "hover"}
		>
			{item.label}
		</Anchor>
	);
}

/** The footer's links and social icons, loaded lazily by SiteFooter. */
export function FooterLinks() {
	return (
		<Stack gap="lg" align="center" mb="md">
			<Group component="nav" aria-label="Footer" gap="md" justify="center">
				{footerNavItems.map((item) => (
					<FooterLink key={item.to} item={item} />
				))}
			</Group>
			<Group gap="sm" justify="center">
				{socialLinks.map((link) => {
					const external = link.href.startsWith("https:");
					return (
						<ActionIcon
							key={link.label}
							component="a"
							href={link.href}
							aria-label={link.label}
							variant="default"
							size="lg"
							radius="xl"
							{...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
						>
							<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
								{link.icon}
							</svg>
						</ActionIcon>
					);
				})}
			</Group>
		</Stack>
	);
}
