import { MSG } from '@careclass/shared';

/**
 * The English `messages` catalogue: the specification's texts (MSG), read by their keys. Loaded as
 * a catalogue after the first paint, so the first page's code does not carry them (i18n.ts).
 */
export default MSG;
