import { useQuery } from "@tanstack/react-query";
import { studentExamsQuery } from "../api";

/** One exam of the student's list, by id (the list is the only place its meta comes from before start). */
export function useExamFromList(examId: string | undefined) {
	const list = useQuery(studentExamsQuery());
	const exam = list.data?.exams.find((item) => item.exam_id === examId);
	return { list, exam };
}
