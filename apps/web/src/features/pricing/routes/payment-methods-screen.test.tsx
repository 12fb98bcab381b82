import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../test/render";
import { PaymentMethodsScreen } from "./payment-methods-screen";

describe("PaymentMethodsScreen", () => {
	it("says the information will be available soon, and names the currency and methods", () => {
		renderScreen(<PaymentMethodsScreen />, "/payment-methods");

		expect(screen.getByRole("heading", { level: 1, name: "Payment Methods" })).toBeInTheDocument();
		expect(document.title).toBe("Payment Methods · Unnati");
		expect(screen.getByText("Information about payment methods will be available soon.")).toBeInTheDocument();
		expect(screen.getByText("Indian Rupees (INR)")).toBeInTheDocument();
		expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
			"Credit cards",
			"Debit cards",
			"UPI",
			"Net banking",
			"Wallets",
		]);
		expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
			"href",
			"/terms-and-conditions#no-refunds",
		);
	});
});
