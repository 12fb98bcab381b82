import { describe, expect, it } from "vitest";
import { sectionClock } from "./section-clock";

const attempt = {
	deadline: "2026-12-01T10:15:00.000Z",
	section_deadlines: [
		{ section_id: "quant", ends_at: "2026-12-01T10:10:00.000Z" },
		{ section_id: "verbal", ends_at: "2026-12-01T10:15:00.000Z" },
	],
};

describe("sectionClock", () => {
	it("reads each section's time left against the attempt's, whatever the device's clock says", () => {
		expect(sectionClock(attempt, 15 * 60)).toEqual({ current: 0, sectionSeconds: 600, last: false });
		expect(sectionClock(attempt, 5 * 60 + 1)).toEqual({ current: 0, sectionSeconds: 1, last: false });
		expect(sectionClock(attempt, 5 * 60)).toEqual({ current: 1, sectionSeconds: 300, last: true });
		expect(sectionClock(attempt, 0)).toEqual({ current: 2, sectionSeconds: 0, last: true });
	});

	it("is null for an exam timed as a whole", () => {
		expect(sectionClock({ deadline: attempt.deadline }, 600)).toBeNull();
		expect(sectionClock({ deadline: attempt.deadline, section_deadlines: [] }, 600)).toBeNull();
	});
});
