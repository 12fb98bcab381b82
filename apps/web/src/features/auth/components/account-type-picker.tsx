import { Radio, SimpleGrid } from "@mantine/core";
import type { AccountType } from "../login-config";

interface AccountTypePickerProps {
	accountTypes: readonly AccountType[];
	value: AccountType["loginType"];
	onChange: (loginType: AccountType["loginType"]) => void;
	disabled?: boolean;
}

/** The account-type selector of the login screens: native radio buttons, so arrows move between them. */
export function AccountTypePicker({ accountTypes, value, onChange, disabled }: AccountTypePickerProps) {
	return (
		<Radio.Group
			label="Account type"
			value={value}
			onChange={(next) => {
				const chosen = accountTypes.find((type) => type.loginType === next);
				if (chosen) onChange(chosen.loginType);
			}}
		>
			<SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" mt="xs">
				{accountTypes.map((type) => (
					<Radio key={type.loginType} value={type.loginType} label={type.label} disabled={disabled} />
				))}
			</SimpleGrid>
		</Radio.Group>
	);
}
