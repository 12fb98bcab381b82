/**
 * The system check's constants and pure rules without its endpoints and schemas, so a screen can show
 * the check's first step without bringing zod along (`@unnati/contracts/system-check/rules`; the
 * web's pre-rendered /system-check, issue 21). Everything here is also exported by the feature's index.
 */
export * from "./constants";
export * from "./phrase-match";
export * from "./recent-pass";
export * from "./wizard";
