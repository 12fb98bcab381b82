// Faculty mentors and their mentees. No routes of their own yet: the front door gives the seed,
// the factories and other modules what they may use.
export * from "./read";
export { assignMentees } from "./service";
