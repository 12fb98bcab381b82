import { OFFICE_DAY_LABELS, type OfficeHour } from "@unnati/contracts/mentors";
import { clock12 } from "../../lib/format-clock";

/** "Tuesday, 4:00 pm to 5:15 pm". */
export const officeHourLine = (hour: OfficeHour) =>
	`${OFFICE_DAY_LABELS[hour.day]}, ${clock12(hour.start)} to ${clock12(hour.end)}`;

/** "Dr. Kavya Rao" → "KR": the avatar when there is no photo. */
export const initialsOf = (name: string) =>
	name
		.replace(/^(Dr|Prof|Mr|Ms|Mrs)\.\s+/i, "")
		.split(/\s+/)
		.map((part) => part[0] ?? "")
		.join("")
		.slice(0, 2)
		.toUpperCase();
