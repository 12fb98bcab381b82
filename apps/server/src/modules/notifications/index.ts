import type { Config } from "../../platform/config";
import { defineModule } from "../../platform/module";
import { createPubSub } from "../../platform/pubsub/pubsub";
import { notificationRoutes } from "./routes";
import { seedDemoNotifications } from "./seed";
import { createNotificationService, type NotificationDeps, type NotificationService } from "./service";

declare module "../../platform/module" {
	interface ModuleServices {
		/** Tells people things: `services.notifications.notify(recipients, type, data)` (docs/notifications.md). */
		notifications: NotificationService;
	}
}

// What other modules use: notify() (through ModuleServices, or a port app.ts hands them) and its types.
export type { LiveMessage, NotificationService, Notify, NotifyResult } from "./service";

/**
 * The one notifications service of this process, created by app.ts before the modules register so
 * it can be handed to every module (and to the exam engine's deps). With REDIS_URL its live
 * messages go through Redis, so a notification stored by one API process reaches the person's tab
 * served by another.
 */
export function createNotifications(
	config: Pick<Config, "redisUrl" | "redisPrefix" | "publicUrl">,
	deps: Omit<NotificationDeps, "pubsub" | "publicUrl">,
): NotificationService {
	return createNotificationService({
		...deps,
		publicUrl: config.publicUrl,
		pubsub: createPubSub(config, deps.log, "notifications"),
	});
}

/** Notifications: the bell, /notifications, preferences and the live stream (issue 21). */
export const notificationsModule = defineModule({
	name: "notifications",
	async register(app, { db, clock, services }) {
		notificationRoutes(app, { db, clock, service: services.notifications });
	},
	seed: seedDemoNotifications,
});
