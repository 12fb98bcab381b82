import { Anchor, NavLink } from "@mantine/core";
import { Link, useMatch } from "react-router";
import type { NavItem } from "../nav";

interface NavItemLinkProps {
	item: NavItem;
	/** Called after the link is followed, e.g. to close the mobile menu. */
	onNavigate?: () => void;
}

function useIsActive(item: NavItem): boolean {
	return useMatch({ path: item.to, end: item.end ?? false }) !== null;
}

/** A link in a horizontal top bar. */
export function TopNavLink({ item, onNavigate }: NavItemLinkProps) {
	const active = useIsActive(item);
	return (
		<Anchor
			component={Link}
			to={item.to}
			onClick={onNavigate}
			aria-current={active ? "page" : undefined}
			fw={active ? 700 : 500}
			c={active ? undefined : "var(--mantine-color-text)"}
			underline={active ? "always" : "hover"}
		>
			{item.label}
		</Anchor>
	);
}

/** A link in a side bar. */
export function SideNavLink({ item, onNavigate }: NavItemLinkProps) {
	const active = useIsActive(item);
	return (
		<NavLink
			component={Link}
			to={item.to}
			label={item.label}
			active={active}
			onClick={onNavigate}
			aria-current={active ? "page" : undefined}
		/>
	);
}
