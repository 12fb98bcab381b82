import type { ProblemDefinition } from "../define";
import { canteenBestStreak } from "./canteen-best-streak";
import { circularBusCollection } from "./circular-bus-collection";
import { classRepElection } from "./class-rep-election";
import { groupBookedRooms } from "./group-booked-rooms";

export const arraysProblems: ProblemDefinition[] = [
	canteenBestStreak,
	classRepElection,
	groupBookedRooms,
	circularBusCollection,
];
