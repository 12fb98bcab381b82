/** Departments every demo college has; real colleges add their own. */
export const DEPARTMENT_CODES = ["CSE", "ECE", "ME"] as const;
export type DepartmentCode = (typeof DEPARTMENT_CODES)[number];

/** A year of study: 1 to 4 for undergraduate programmes. */
export const YEARS_OF_STUDY = [1, 2, 3, 4] as const;
