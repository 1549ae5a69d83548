/**
 * A `like` pattern that finds `term` anywhere: `%`, `_` and `\` typed by a person are matched
 * literally (PostgreSQL's default escape character is the backslash).
 */
export const likeContains = (term: string) => `%${term.replace(/[%_\\]/g, '\\$&')}%`;
