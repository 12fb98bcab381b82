import { lazyScreen } from "../../app/lazy-screen";

/** The 404 screen (SPEC §2): the router shows it for any unlisted path and for a screen's notFound(). */
export const notFoundScreen = lazyScreen(() => import("./routes/not-found-screen"), "NotFoundScreen");
