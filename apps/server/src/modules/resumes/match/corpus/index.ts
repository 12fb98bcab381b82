import { CORE_CASES } from "./core";
import { DATA_CASES } from "./data";
import { SALES_CASES } from "./sales";
import { SOFTWARE_CASES } from "./software";

export type { CorpusCase } from "./types";

/** Twenty campus job descriptions with a resume each: software, data, core engineering, sales. */
export const CORPUS = [...SOFTWARE_CASES, ...DATA_CASES, ...CORE_CASES, ...SALES_CASES];
