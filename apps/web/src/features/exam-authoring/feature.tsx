import { defineFeature } from "../../app/define-feature";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/paths";

const screens = {
	banks: () => import("./routes/banks-screen"),
	bank: () => import("./routes/bank-detail-screen"),
	exams: () => import("./routes/exams-screen"),
	editor: () => import("./routes/exam-editor-screen"),
};

/**
 * Exam authoring: the exam admin's home lists the exams, the question-bank admin's home lists the
 * banks. Both admins edit banks; each stays in its own area (`banksBase`).
 */
export const examAuthoringFeature = defineFeature({
	homes: {
		ROLE_EXAM_ADMIN: lazyScreen(screens.exams, "ExamsScreen"),
		ROLE_QUESTION_BANK_ADMIN: lazyScreen(screens.banks, "BanksScreen", { banksBase: paths.questionBankHome }),
	},
	routes: {
		ROLE_EXAM_ADMIN: [
			{ path: paths.newExam, element: lazyScreen(screens.editor, "ExamEditorScreen") },
			{ path: paths.examEditor.pattern, element: lazyScreen(screens.editor, "ExamEditorScreen") },
			{
				path: paths.examAdminBanks,
				element: lazyScreen(screens.banks, "BanksScreen", { banksBase: paths.examAdminBanks }),
			},
			{
				path: paths.examAdminBank.pattern,
				element: lazyScreen(screens.bank, "BankDetailScreen", { banksBase: paths.examAdminBanks }),
			},
		],
		ROLE_QUESTION_BANK_ADMIN: [
			{
				path: paths.questionBankBank.pattern,
				element: lazyScreen(screens.bank, "BankDetailScreen", { banksBase: paths.questionBankHome }),
			},
		],
	},
	nav: {
		ROLE_EXAM_ADMIN: [
			{ label: "New exam", to: paths.newExam, end: true },
			{ label: "Question banks", to: paths.examAdminBanks },
		],
	},
});
