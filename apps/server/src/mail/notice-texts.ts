import {
  centsToDollars,
  formatDateForPeople,
  formatDayForPeople,
  formatSessionDetails,
  formatUsd,
  offerHeldUntil,
  type Language,
  type SessionTimes,
} from '@careclass/shared';
import type { Template } from './bilingual.ts';

/**
 * What the system tells a student, in-app and by e-mail, in every language (docs/decisions/0053).
 * The in-app notice and the e-mail share the text: the title is the subject. Names, class titles,
 * references and the office's own words (a reason) stay as they were written.
 */
export interface NoticeText {
  title: string;
  message: string;
}

/** A session's day, time and place, or null when the notice is about no session. */
export type Place = (SessionTimes & { location?: string | null }) | null;

/** " When: … Where: …" after a sentence, or nothing. */
const at = (place: Place, lang: Language) => (place ? ` ${formatSessionDetails(place, lang)}` : '');
const usd = (cents: number, lang: Language) => formatUsd(centsToDollars(cents), lang);
const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

type ClassNotice = { classTitle: string; place: Place };

export const NOTICES: {
  enrolmentReceived: Template<ClassNotice, NoticeText>;
  enrolmentEnded: Template<ClassNotice & { byOffice: boolean }, NoticeText>;
  enrolmentApproved: Template<
    ClassNotice & { payment: { amountCents: number; dueDate: string } | null },
    NoticeText
  >;
  enrolmentDeclined: Template<ClassNotice & { reason: string | null }, NoticeText>;
  enrolmentUnderReview: Template<ClassNotice, NoticeText>;
  sessionEnded: Template<
    ClassNotice & { end: 'completed' | 'cancelled' | 'removed'; startDate: string },
    NoticeText
  >;
  waitlistJoined: Template<{ classTitle: string; holdHours: number }, NoticeText>;
  seatOffered: Template<
    ClassNotice & { expiresAt: Date; timeZone: string; approveOnAccept: boolean },
    NoticeText
  >;
  offerExpired: Template<ClassNotice, NoticeText>;
  seatHeld: Template<ClassNotice & { expiresAt: Date; timeZone: string }, NoticeText>;
  waitlistDeclined: Template<{ classTitle: string; reason: string | null }, NoticeText>;
  paymentReminder: Template<
    {
      amountCents: number;
      dueDate: string;
      classTitle: string | null;
      place: Place;
      status: string;
    },
    NoticeText
  >;
  paymentReceived: Template<
    { amountCents: number; classTitle: string | null; reference: string; receipt: string },
    NoticeText
  >;
  refundIssued: Template<{ amountCents: number }, NoticeText>;
  certificateIssued: Template<{ name: string; classTitle: string }, NoticeText>;
  passwordResetByOffice: Template<Record<string, never>, NoticeText>;
} = {
  enrolmentReceived: {
    en: ({ classTitle, place }) => ({
      title: `Enrollment request received: ${classTitle}`,
      message: `We received your request to enroll in ${classTitle}. An administrator will review it soon; your seat is held meanwhile.${at(place, 'en')}`,
    }),
    es: ({ classTitle, place }) => ({
      title: `Recibimos su solicitud de inscripción: ${classTitle}`,
      message: `Recibimos su solicitud para inscribirse en ${classTitle}. Un administrador la revisará pronto; mientras tanto, su lugar está reservado.${at(place, 'es')}`,
    }),
  },
  enrolmentEnded: {
    en: ({ classTitle, place, byOffice }) => ({
      title: byOffice
        ? `Enrollment cancelled: ${classTitle}`
        : `Enrollment withdrawn: ${classTitle}`,
      message:
        (byOffice
          ? `The office cancelled your enrollment in ${classTitle}.`
          : `You withdrew from ${classTitle}; your seat has been released.`) +
        ` Any unpaid amount for it is cancelled.${at(place, 'en')}`,
    }),
    es: ({ classTitle, place, byOffice }) => ({
      title: byOffice
        ? `Inscripción cancelada: ${classTitle}`
        : `Usted se retiró de: ${classTitle}`,
      message:
        (byOffice
          ? `La oficina canceló su inscripción en ${classTitle}.`
          : `Usted se retiró de ${classTitle}; su lugar quedó libre.`) +
        ` Se canceló cualquier pago pendiente de esta clase.${at(place, 'es')}`,
    }),
  },
  enrolmentApproved: {
    en: ({ classTitle, place, payment }) => ({
      title: `Enrollment approved: ${classTitle}`,
      message:
        `Your enrollment in ${classTitle} has been approved.` +
        (payment
          ? ` ${usd(payment.amountCents, 'en')} is due by ${formatDateForPeople(payment.dueDate)}; you can pay from your profile.`
          : '') +
        at(place, 'en'),
    }),
    es: ({ classTitle, place, payment }) => ({
      title: `Inscripción aprobada: ${classTitle}`,
      message:
        `¡Buenas noticias! Su inscripción en ${classTitle} fue aprobada.` +
        (payment
          ? ` Debe pagar ${usd(payment.amountCents, 'es')} a más tardar el ${formatDateForPeople(payment.dueDate, 'es')}; puede pagar desde su perfil.`
          : '') +
        at(place, 'es'),
    }),
  },
  enrolmentDeclined: {
    en: ({ classTitle, place, reason }) => ({
      title: `Enrollment request declined: ${classTitle}`,
      message:
        `Your enrollment request for ${classTitle} was declined.` +
        (reason ? ` Reason: ${withStop(reason)}` : '') +
        at(place, 'en'),
    }),
    es: ({ classTitle, place, reason }) => ({
      title: `Solicitud de inscripción no aprobada: ${classTitle}`,
      message:
        `Lo sentimos: su solicitud de inscripción en ${classTitle} no fue aprobada.` +
        (reason ? ` Motivo: ${withStop(reason)}` : '') +
        at(place, 'es'),
    }),
  },
  enrolmentUnderReview: {
    en: ({ classTitle, place }) => ({
      title: `Enrollment back under review: ${classTitle}`,
      message: `Your enrollment in ${classTitle} is being reviewed again. Your seat is held meanwhile.${at(place, 'en')}`,
    }),
    es: ({ classTitle, place }) => ({
      title: `Su inscripción se está revisando otra vez: ${classTitle}`,
      message: `Estamos revisando otra vez su inscripción en ${classTitle}. Mientras tanto, su lugar está reservado.${at(place, 'es')}`,
    }),
  },
  sessionEnded: {
    en: ({ classTitle, place, end, startDate }) => {
      const d = formatDayForPeople(startDate);
      const closed =
        'Your enrollment is closed and any unpaid amount cancelled; the office will contact you about payments already made. You can enroll in another session from the class page.';
      const text = {
        completed: {
          title: `Session completed: ${classTitle}`,
          message: `Your session of ${classTitle} is complete. It now appears under Past in your enrollments.`,
        },
        cancelled: {
          title: `Session cancelled: ${classTitle} on ${d}`,
          message: `We are sorry: the session of ${classTitle} on ${d} has been cancelled. ${closed}`,
        },
        removed: {
          title: `Session removed: ${classTitle} on ${d}`,
          message: `The session of ${classTitle} on ${d} is no longer offered. ${closed}`,
        },
      }[end];
      return { title: text.title, message: text.message + at(place, 'en') };
    },
    es: ({ classTitle, place, end, startDate }) => {
      const d = formatDayForPeople(startDate, 'es');
      const closed =
        'Su inscripción quedó cerrada y se canceló cualquier pago pendiente; la oficina se comunicará con usted sobre los pagos que ya hizo. Puede inscribirse en otra sesión desde la página de la clase.';
      const text = {
        completed: {
          title: `Sesión terminada: ${classTitle}`,
          message: `Su sesión de ${classTitle} terminó. Ahora aparece en Pasadas, en sus inscripciones.`,
        },
        cancelled: {
          title: `Sesión cancelada: ${classTitle}, ${d}`,
          message: `Lo sentimos: la sesión de ${classTitle} del ${d} fue cancelada. ${closed}`,
        },
        removed: {
          title: `Sesión retirada: ${classTitle}, ${d}`,
          message: `La sesión de ${classTitle} del ${d} ya no se ofrece. ${closed}`,
        },
      }[end];
      return { title: text.title, message: text.message + at(place, 'es') };
    },
  },
  waitlistJoined: {
    en: ({ classTitle, holdHours }) => ({
      title: `You joined the waitlist for ${classTitle}`,
      message: `You are on the waitlist for ${classTitle}. When a seat frees up it is offered to the next person in line and held for ${holdHours} hours; we will tell you at once.`,
    }),
    es: ({ classTitle, holdHours }) => ({
      title: `Usted está en la lista de espera de ${classTitle}`,
      message: `Usted está en la lista de espera de ${classTitle}. Cuando se libere un lugar, se ofrece a la siguiente persona de la lista y se le reserva por ${holdHours} horas; le avisaremos enseguida.`,
    }),
  },
  seatOffered: {
    en: ({ classTitle, place, expiresAt, timeZone, approveOnAccept }) => ({
      title: `A seat is available in ${classTitle}`,
      message:
        `A seat has opened in ${classTitle} and is ${offerHeldUntil(expiresAt, timeZone)}. ` +
        (approveOnAccept
          ? 'Accept it from your waitlist before then and you are enrolled at once; otherwise it goes to the next person.'
          : 'Accept it from your waitlist before then, or it goes to the next person. Once you accept, the office will confirm your enrollment.') +
        at(place, 'en'),
    }),
    es: ({ classTitle, place, expiresAt, timeZone, approveOnAccept }) => ({
      title: `Hay un lugar disponible en ${classTitle}`,
      message:
        `Se abrió un lugar en ${classTitle} y está ${offerHeldUntil(expiresAt, timeZone, 'es')}. ` +
        (approveOnAccept
          ? 'Acéptelo desde su lista de espera antes de esa hora y quedará inscrito enseguida; si no, pasará a la siguiente persona.'
          : 'Acéptelo desde su lista de espera antes de esa hora; si no, pasará a la siguiente persona. Cuando lo acepte, la oficina confirmará su inscripción.') +
        at(place, 'es'),
    }),
  },
  seatHeld: {
    en: ({ classTitle, place, expiresAt, timeZone }) => ({
      title: `A seat is held for you in ${classTitle}`,
      message: `A seat in ${classTitle} is ${offerHeldUntil(expiresAt, timeZone)}. Accept it from your waitlist before then to ask for enrollment; otherwise it goes back to the session.${at(place, 'en')}`,
    }),
    es: ({ classTitle, place, expiresAt, timeZone }) => ({
      title: `Tiene un lugar reservado en ${classTitle}`,
      message: `Un lugar en ${classTitle} está ${offerHeldUntil(expiresAt, timeZone, 'es')}. Acéptelo desde su lista de espera antes de esa hora para pedir la inscripción; si no, el lugar vuelve a la sesión.${at(place, 'es')}`,
    }),
  },
  offerExpired: {
    en: ({ classTitle, place }) => ({
      title: `Your seat offer for ${classTitle} has expired`,
      message: `The seat held for you in ${classTitle} was not accepted in time and has been offered to the next person. You can join the waitlist again from the class page.${at(place, 'en')}`,
    }),
    es: ({ classTitle, place }) => ({
      title: `Venció el lugar que le ofrecimos en ${classTitle}`,
      message: `El lugar reservado para usted en ${classTitle} no se aceptó a tiempo y se ofreció a la siguiente persona. Puede anotarse otra vez en la lista de espera desde la página de la clase.${at(place, 'es')}`,
    }),
  },
  waitlistDeclined: {
    en: ({ classTitle, reason }) => ({
      title: `Waitlist request declined: ${classTitle}`,
      message:
        `Your place on the waitlist for ${classTitle} was closed by the office.` +
        (reason ? ` Reason: ${reason}` : ''),
    }),
    es: ({ classTitle, reason }) => ({
      title: `Solicitud de lista de espera no aprobada: ${classTitle}`,
      message:
        `La oficina cerró su lugar en la lista de espera de ${classTitle}.` +
        (reason ? ` Motivo: ${reason}` : ''),
    }),
  },
  paymentReminder: {
    en: ({ amountCents, dueDate, classTitle, place, status }) => {
      const amount = usd(amountCents, 'en');
      const what = classTitle ?? 'your class';
      const due = formatDateForPeople(dueDate);
      if (status === 'overdue') {
        return {
          title: `Payment overdue: ${amount} for ${what}`,
          message: `Your payment of ${amount} for ${what} was due on ${due}. Please pay it from your profile, or contact the office if something is wrong.${at(place, 'en')}`,
        };
      }
      // Not due within the week yet: the office may still remind (docs/decisions/0016).
      return {
        title:
          status === 'due_soon'
            ? `Payment due soon: ${amount} for ${what}`
            : `Payment reminder: ${amount} for ${what}`,
        message: `A reminder that ${amount} for ${what} is due on ${due}. You can pay it from your profile.${at(place, 'en')}`,
      };
    },
    es: ({ amountCents, dueDate, classTitle, place, status }) => {
      const amount = usd(amountCents, 'es');
      const what = classTitle ?? 'su clase';
      const due = formatDateForPeople(dueDate, 'es');
      if (status === 'overdue') {
        return {
          title: `Pago vencido: ${amount} de ${what}`,
          message: `Su pago de ${amount} de ${what} vencía el ${due}. Por favor, páguelo desde su perfil o llame a la oficina si algo no está bien.${at(place, 'es')}`,
        };
      }
      return {
        title:
          status === 'due_soon'
            ? `Su pago vence pronto: ${amount} de ${what}`
            : `Recordatorio de pago: ${amount} de ${what}`,
        message: `Le recordamos que el pago de ${amount} de ${what} vence el ${due}. Puede pagarlo desde su perfil.${at(place, 'es')}`,
      };
    },
  },
  paymentReceived: {
    en: ({ amountCents, classTitle, reference, receipt }) => ({
      title: `Payment received: ${usd(amountCents, 'en')}`,
      message: `We received your payment of ${usd(amountCents, 'en')} for ${classTitle ?? 'your class'}. Reference ${reference}. Receipt ${receipt} is on the payments page of your profile (and attached to the e-mail).`,
    }),
    es: ({ amountCents, classTitle, reference, receipt }) => ({
      title: `Recibimos su pago: ${usd(amountCents, 'es')}`,
      message: `Recibimos su pago de ${usd(amountCents, 'es')} de ${classTitle ?? 'su clase'}. Referencia ${reference}. El recibo ${receipt} está en la página de pagos de su perfil (y va adjunto a este correo).`,
    }),
  },
  refundIssued: {
    en: ({ amountCents }) => ({
      title: `Refund issued: ${usd(amountCents, 'en')}`,
      message: `We have refunded ${usd(amountCents, 'en')} to you. It can take a few days to appear on your statement.`,
    }),
    es: ({ amountCents }) => ({
      title: `Le devolvimos su dinero: ${usd(amountCents, 'es')}`,
      message: `Le devolvimos ${usd(amountCents, 'es')}. Puede tardar unos días en aparecer en su estado de cuenta.`,
    }),
  },
  certificateIssued: {
    en: ({ name, classTitle }) => ({
      title: `Certificate issued: ${name}`,
      message: `Your certificate "${name}" for ${classTitle} is ready. You can download it from your profile.`,
    }),
    es: ({ name, classTitle }) => ({
      title: `Su certificado está listo: ${name}`,
      message: `Su certificado "${name}" de ${classTitle} está listo. Puede descargarlo desde su perfil.`,
    }),
  },
  passwordResetByOffice: {
    en: () => ({
      title: 'Your password was reset by the office',
      message:
        'An administrator reset the password of your CareClass account, and you have been signed out everywhere. Sign in with the new password the office gives you. If you did not ask for this, contact the office.',
    }),
    es: () => ({
      title: 'La oficina cambió su contraseña',
      message:
        'Un administrador cambió la contraseña de su cuenta de CareClass y se cerró su sesión en todos los dispositivos. Entre con la nueva contraseña que le dé la oficina. Si usted no lo pidió, llame a la oficina.',
    }),
  },
};

/** A notice's text in the reader's language. */
export function noticeIn<K extends keyof typeof NOTICES>(
  name: K,
  lang: Language,
  params: Parameters<(typeof NOTICES)[K]['en']>[0],
): NoticeText {
  return (NOTICES[name][lang] as (p: typeof params) => NoticeText)(params);
}
