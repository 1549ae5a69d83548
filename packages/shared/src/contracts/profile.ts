/** The contract of a student's own pages (issue 12): the profile and the views of their own enrollments. */
export {};
