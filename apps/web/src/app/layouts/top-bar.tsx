import { Anchor, Box, Burger, Button, Collapse, Container, Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect, useId, useState } from "react";
import { Link, useMatch } from "react-router";
import { Logo } from "../../components/logo";
import type { NavItem } from "../nav";
import { TopNavLink } from "./nav-links";

/** SPEC §9: the bar narrows once the page has scrolled more than 100 px. */
export const SHRINK_AFTER_PX = 100;

/** Height of the bar: phones keep one height; desktops narrow it after scrolling. */
export const TOP_BAR_HEIGHT = { base: 64, desktop: 76, desktopNarrow: 56 } as const;

/** Whether the window has scrolled more than `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
	const [past, setPast] = useState(false);
	useEffect(() => {
		const update = () => setPast(window.scrollY > threshold);
		update();
		window.addEventListener("scroll", update, { passive: true });
		return () => window.removeEventListener("scroll", update);
	}, [threshold]);
	return past;
}

/** Login and Sign Up: buttons rather than links, the last one filled (SPEC §2). */
function ActionButton({
	item,
	primary,
	onNavigate,
}: {
	item: NavItem;
	primary: boolean;
	onNavigate?: () => void;
}) {
	const active = useMatch({ path: item.to, end: true }) !== null;
	return (
		<Button
			component={Link}
			to={item.to}
			onClick={onNavigate}
			variant={primary ? "filled" : "default"}
			aria-current={active ? "page" : undefined}
		>
			{item.label}
		</Button>
	);
}

interface TopBarProps {
	navItems: readonly NavItem[];
	actionItems: readonly NavItem[];
}

/**
 * The fixed bar of the public pages: logo, menu and Login/Sign Up. On phones the menu collapses behind
 * a toggle; on desktops the bar narrows and casts a shadow after 100 px of scrolling.
 */
export function TopBar({ navItems, actionItems }: TopBarProps) {
	const [menuOpened, menu] = useDisclosure(false);
	const mobileMenuId = useId();
	const narrow = useScrolledPast(SHRINK_AFTER_PX);
	const hasNav = navItems.length > 0 || actionItems.length > 0;
	const actions = (onNavigate?: () => void) =>
		actionItems.map((item, index) => (
			<ActionButton
				key={item.to}
				item={item}
				primary={index === actionItems.length - 1}
				onNavigate={onNavigate}
			/>
		));

	return (
		<Box
			component="header"
			pos="fixed"
			top={0}
			left={0}
			right={0}
			bg="var(--mantine-color-body)"
			data-narrow={narrow || undefined}
			style={{
				zIndex: 100,
				borderBottom: "1px solid var(--mantine-color-default-border)",
				boxShadow: narrow ? "var(--mantine-shadow-sm)" : undefined,
				transition: "box-shadow 150ms ease",
			}}
		>
			<Container
				size="lg"
				h={{
					base: TOP_BAR_HEIGHT.base,
					sm: narrow ? TOP_BAR_HEIGHT.desktopNarrow : TOP_BAR_HEIGHT.desktop,
				}}
				style={{ transition: "height 150ms ease" }}
			>
				<Group h="100%" justify="space-between" wrap="nowrap">
					<Anchor component={Link} to="/" aria-label="Unnati home" underline="never">
						<Logo />
					</Anchor>
					{hasNav && (
						<>
							<Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
								{navItems.map((item) => (
									<TopNavLink key={item.to} item={item} />
								))}
								{actionItems.length > 0 && <Group gap="sm">{actions()}</Group>}
							</Group>
							<Burger
								opened={menuOpened}
								onClick={menu.toggle}
								hiddenFrom="sm"
								aria-label="Toggle navigation"
								aria-expanded={menuOpened}
								aria-controls={mobileMenuId}
							/>
						</>
					)}
				</Group>
			</Container>
			{hasNav && (
				<Box hiddenFrom="sm">
					<Collapse in={menuOpened}>
						<Stack component="nav" id={mobileMenuId} aria-label="Main" gap="md" px="md" pb="md">
							{navItems.map((item) => (
								<TopNavLink key={item.to} item={item} onNavigate={menu.close} />
							))}
							{actions(menu.close)}
						</Stack>
					</Collapse>
				</Box>
			)}
		</Box>
	);
}
