export * from "./answer-keys";
export * from "./answer-queue";
export * from "./constants";
export * from "./endpoints";
export * from "./question-status";
export * from "./regrade";
export * from "./schemas";
export * from "./scoring";
