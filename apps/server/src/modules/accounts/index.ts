// Every person who can sign in. No routes of its own (sign-in is auth's, profiles are students'):
// the front door gives auth, students, the seed and the factories what they may use.
export { hashPassword, INVITED_PASSWORD_HASH, verifyPassword } from "./passwords";
export * from "./read";
export {
	type Account,
	type CreatedAccount,
	countStudents,
	createAccounts,
	findAccountByEmail,
	findAccountById,
	findAccountForLogin,
	findStudentByRollNo,
	listStudents,
	type NewAccount,
	type StudentFilter,
	type StudentQuery,
	setPassword,
} from "./service";
export {
	graduatedAmong,
	graduateStudents,
	peopleOfDepartment,
	promoteStudents,
	renameStudentSection,
	type StudentPatch,
	setAccountStatus,
	studentPlacementCounts,
	studentsOfYear,
	takenEmails,
	takenRollNos,
	updateStudentAccount,
	type YearStudent,
} from "./student-admin";
export { moveTrialOfInstitution } from "./trials";
