/** Query keys of class materials: their own prefix, so catalogue refreshes leave them alone. */
export const materialKeys = {
  all: ['class-materials'] as const,
  list: (classId: number) => ['class-materials', classId] as const,
};
