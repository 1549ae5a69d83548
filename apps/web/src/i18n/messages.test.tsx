import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  CLASS_MSG,
  CONTACT_INPUT_MSG,
  CORE_MSG,
  FILE_MSG,
  MSG,
  WAITLIST_MSG,
  contactSchema,
} from '@careclass/shared';
import { ApiError } from '../lib/api-client.ts';
import { changeLanguage, i18n } from './i18n.ts';
import { fieldMessageText, messageText, useErrorText, useMessageText } from './messages.ts';

// The texts of the message groups besides MSG (CLASS_MSG, WAITLIST_MSG, …) are the lazily loaded
// `texts` namespace: in Spanish they are shown by their key (`waitlist.alreadyOn`) or their
// English words, as the specification's own messages are.

function Shown({ text, textKey }: { text: string; textKey?: string }) {
  const show = useMessageText();
  return <>{show(text, textKey)}</>;
}

function ShownError({ error }: { error: unknown }) {
  const show = useErrorText();
  return <>{show(error)}</>;
}

describe('the message groups` texts in Spanish', () => {
  beforeAll(async () => {
    await changeLanguage('es');
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('shows a group text in Spanish by its key and by its English words', () => {
    expect(messageText(WAITLIST_MSG.alreadyOn, 'waitlist.alreadyOn')).toBe(
      'Ya está en la lista de espera de esta clase',
    );
    expect(messageText(WAITLIST_MSG.alreadyOn)).toBe('Ya está en la lista de espera de esta clase');
    expect(renderToStaticMarkup(<Shown text={CLASS_MSG.capacity} />)).toBe(
      'El cupo de cada sesión debe ser un número positivo',
    );
    expect(renderToStaticMarkup(<Shown text={CLASS_MSG.capacity} textKey="class.capacity" />)).toBe(
      'El cupo de cada sesión debe ser un número positivo',
    );
  });

  it('fills a text written with a number from the English words', () => {
    expect(messageText(FILE_MSG.quotaExceeded(50), 'file.quotaExceeded')).toContain(
      'como máximo 50 MB de archivos',
    );
    expect(messageText(FILE_MSG.tooManyUploads(3))).toContain('como máximo 3 archivos por hora');
  });

  it('shows an API error and a field message by the keys of the answer', () => {
    const error = new ApiError(409, WAITLIST_MSG.seatsFree, {
      fromServer: true,
      messageKey: 'waitlist.seatsFree',
      fields: { capacity: CLASS_MSG.capacity },
      fieldKeys: { capacity: 'class.capacity' },
    });
    expect(renderToStaticMarkup(<ShownError error={error} />)).toBe(
      'Esta sesión todavía tiene lugares disponibles. Inscríbase en su lugar.',
    );
    expect(fieldMessageText(error, 'capacity', CLASS_MSG.capacity)).toBe(
      'El cupo de cada sesión debe ser un número positivo',
    );
  });

  it('translates the contact form`s own checks', () => {
    const result = contactSchema.safeParse({ name: '', email: 'x', message: '' });
    expect(result.success).toBe(false);
    const texts = result.error!.issues.map((issue) => messageText(issue.message));
    expect(texts).toContain('El nombre es obligatorio');
    expect(texts).toContain('El mensaje es obligatorio');
    expect(messageText(CONTACT_INPUT_MSG.nameTooLong)).toBe(
      'El nombre puede tener como máximo 200 caracteres',
    );
  });

  it('keeps MSG texts on their own catalogue and shows other texts as they came', () => {
    expect(messageText(MSG.classNotFound)).toBe('No se encontró la clase');
    expect(messageText('Something only this test says')).toBe('Something only this test says');
    // A key whose words are not the text's is not trusted: the text is looked up by its words.
    expect(messageText('Something only this test says', 'class.capacity')).toBe(
      'Something only this test says',
    );
  });
});

describe('the message groups` texts in English', () => {
  it('shows them as they came', () => {
    expect(messageText(WAITLIST_MSG.alreadyOn, 'waitlist.alreadyOn')).toBe(WAITLIST_MSG.alreadyOn);
    expect(renderToStaticMarkup(<Shown text={CLASS_MSG.capacity} />)).toBe(CLASS_MSG.capacity);
  });
});

describe('the specification`s texts in English', () => {
  it('are MSG itself, fetched as the English `messages` catalogue', () => {
    expect(i18n.getResourceBundle('en', 'messages')).toEqual(MSG);
    expect(messageText(MSG.classNotFound)).toBe(MSG.classNotFound);
    expect(renderToStaticMarkup(<Shown text={MSG.loginFailed} />)).toBe(MSG.loginFailed);
  });

  it('include the first page`s own texts (CORE_MSG) as they are', () => {
    for (const [key, text] of Object.entries(CORE_MSG)) {
      expect(MSG[key as keyof typeof CORE_MSG], key).toBe(text);
    }
  });
});
