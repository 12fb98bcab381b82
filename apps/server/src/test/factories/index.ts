// Factories for server tests: each test makes the college, people, banks and exams it needs,
// with unique names, so no test depends on the demo seed or on another test having run first.
export { makeCollege, type TestCollege } from "./college";
export * from "./exams";
export {
	type Login,
	makeMentorWithMentees,
	makeStaff,
	makeStudent,
	makeStudents,
	type StaffRole,
	type StudentOptions,
	signInAs,
	TEST_PASSWORD,
	type TestPerson,
} from "./people";
export { type RoleFixtures, roleFixtures } from "./roles";
