import { UNSAFE_ErrorResponseImpl } from "react-router";

/**
 * What a screen throws when the thing its address names does not exist (an unknown problem id):
 * the root error element shows the app's 404 screen for it, the same as for an unknown path. The
 * router's own error-response class is used because the root tells a 404 apart with
 * isRouteErrorResponse, which a plain Error or Response does not satisfy.
 */
export function notFound(): Error {
	return new UNSAFE_ErrorResponseImpl(404, "Not Found", null) as unknown as Error;
}
