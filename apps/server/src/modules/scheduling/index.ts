import { defineModule } from "../../platform/module";
import { schedulingRoutes } from "./routes";
import { seedDemoSlots } from "./seed";
import { type SchedulingDeps, sendDueReminders } from "./service";

export { HOSTS } from "./policy";
// What other modules may use: the booking facts (interviews' scorecards; mentor appointments later).
export * from "./read";
export { bookDemoSlot, seedPrincipal } from "./seed";

/** How often the reminder sweep looks for bookings starting within a day (an hour's reminder is at most this late). */
const REMINDER_SWEEP_MS = 2 * 60_000;

/**
 * Slots and bookings: a mentor or placement officer publishes time, students book it. Built as its
 * own module so mock interviews now and mentor appointments later book through the same rules.
 */
export const schedulingModule = defineModule({
	name: "scheduling",
	register: async (app, { db, clock, config, services }) =>
		schedulingRoutes(
			app,
			{ db, clock, notify: services.notifications.notify, publicUrl: config.publicUrl },
			config.publicUrl,
		),
	seed: seedDemoSlots,
	jobs: [
		{
			name: "booking-reminders",
			start: ({ db, clock, log, services }) => {
				const deps: SchedulingDeps = { db, clock, notify: services.notifications.notify };
				let running = false;
				const timer = setInterval(async () => {
					if (running) return;
					running = true;
					try {
						await sendDueReminders(deps);
					} catch (error) {
						log.error({ err: error }, "the booking reminder sweep failed; it runs again shortly");
					} finally {
						running = false;
					}
				}, REMINDER_SWEEP_MS);
				timer.unref();
				return () => clearInterval(timer);
			},
		},
	],
});
