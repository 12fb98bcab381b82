import { useLocation, useNavigate } from "react-router";

/**
 * Goes back one page, or to `fallback` when the visitor arrived here directly: React Router gives
 * the first location it saw the key "default", and going back from there would leave the app.
 */
export function useGoBack(fallback = "/"): () => void {
	const navigate = useNavigate();
	const location = useLocation();
	return () => {
		if (location.key === "default") navigate(fallback);
		else navigate(-1);
	};
}
