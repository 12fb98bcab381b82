import type { ProblemDefinition } from "../define";
import { bannerRepaint } from "./banner-repaint";
import { sameSectionEnds } from "./same-section-ends";
import { smallestRotation } from "./smallest-rotation";
import { timetableSmallestWindow } from "./timetable-smallest-window";

export const stringsProblems: ProblemDefinition[] = [
	sameSectionEnds,
	bannerRepaint,
	timetableSmallestWindow,
	smallestRotation,
];
