import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

export const pricingFeature = defineFeature({
	publicRoutes: [
		{ path: paths.pricing, element: lazyScreen(() => import("./routes/pricing-screen"), "PricingScreen") },
		{
			path: paths.paymentMethods,
			element: lazyScreen(() => import("./routes/payment-methods-screen"), "PaymentMethodsScreen"),
		},
	],
});
