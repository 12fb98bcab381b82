import { type CodeLanguage, LANGUAGE_LABELS } from "@unnati/contracts/code";

export const languageLabel = (language: CodeLanguage) => LANGUAGE_LABELS[language];

export const stepsText = (count: number) => `${count} ${count === 1 ? "step" : "steps"}`;
