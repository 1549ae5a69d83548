/**
 * Whether the message groups' lookup (group-texts.ts, its own chunk) has arrived, for the screens
 * that show a text of the groups: they read it without waiting and render again once it is here.
 */
type GroupTexts = typeof import('./group-texts.ts');

let loaded: GroupTexts | undefined;
let importing: Promise<GroupTexts> | undefined;
let version = 0;
const listeners = new Set<() => void>();

/** Fetches the lookup once; every later call gives the same promise. */
export function importGroupTexts(): Promise<GroupTexts> {
  importing ??= import('./group-texts.ts').then((module) => {
    loaded = module;
    return module;
  });
  return importing;
}

/** The lookup if it has arrived. */
export function currentGroupTexts(): GroupTexts | undefined {
  return loaded;
}

/** Tells the screens that read the groups' texts to render again (their catalogue arrived). */
export function groupTextsChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeGroupTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function groupTextsVersion(): number {
  return version;
}
