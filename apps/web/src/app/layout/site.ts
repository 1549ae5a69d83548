import { paths } from '../../lib/paths.ts';

/** The brand shown in the footer; contact details come from GET /api/settings/public. */
export const SITE = { name: 'CareClass' } as const;

/**
 * Footer class links: each goes to the class whose title contains `match` (GET /api/classes),
 * or to the catalogue while the classes load or when none matches (specification 000, 2.2).
 */
export const FOOTER_CLASSES = [
  { label: 'CDA (Child Development Associate)', match: 'CDA' },
  { label: 'CPR and First Aid Certification', match: 'CPR' },
  { label: 'Development and Operations', match: 'Development and Operations' },
] as const;

export function footerClassLink(
  match: string,
  classes: readonly { id: number | string; title: string }[] | undefined,
): string {
  const found = classes?.find((c) => c.title.toLowerCase().includes(match.toLowerCase()));
  return found ? paths.classDetail(found.id) : paths.classes;
}
