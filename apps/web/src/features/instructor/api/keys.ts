/** Query keys of the instructor workspace. */
export const instructorKeys = {
  all: ['instructor'] as const,
  classes: () => ['instructor', 'classes'] as const,
  participants: (id: number) => ['instructor', 'classes', id, 'participants'] as const,
  stats: (id: number) => ['instructor', 'classes', id, 'stats'] as const,
};
