import type { Template } from './bilingual.ts';

/**
 * The e-mails about a person's account, in every language (docs/decisions/0053). Spanish is
 * written for childcare workers: plain, friendly, "usted".
 */

/** The frame of every e-mail: the greeting, the button of a notice, the signature. */
export const MAIL_FRAME: Template<
  { firstName: string },
  { greeting: string; openApp: string; signature: string }
> = {
  en: ({ firstName }) => ({
    greeting: firstName ? `Hello ${firstName},` : 'Hello,',
    openApp: 'Open CareClass',
    signature: 'CareClass',
  }),
  es: ({ firstName }) => ({
    greeting: firstName ? `Hola, ${firstName}:` : 'Hola:',
    openApp: 'Abrir CareClass',
    signature: 'El equipo de CareClass',
  }),
};

export interface AccountMail {
  subject: string;
  paragraphs: string[];
  action?: string;
}

export const ACCOUNT_MAILS: {
  welcome: Template<Record<string, never>, AccountMail>;
  verify: Template<Record<string, never>, AccountMail>;
  resetPassword: Template<Record<string, never>, AccountMail>;
  passwordChanged: Template<Record<string, never>, AccountMail>;
  adminDigest: Template<
    { enrollments: number; waitlist: number; waitlistUrl: string },
    AccountMail
  >;
} = {
  welcome: {
    en: () => ({
      subject: 'Welcome to CareClass',
      paragraphs: [
        'Thank you for creating a CareClass account. You can browse classes and enroll right away.',
        'Please confirm that this e-mail address is yours with the link below. The link works once and expires in 24 hours.',
      ],
      action: 'Verify your e-mail address',
    }),
    es: () => ({
      subject: 'Bienvenido a CareClass',
      paragraphs: [
        'Gracias por crear su cuenta de CareClass. Ya puede ver las clases e inscribirse.',
        'Por favor, confirme que este correo electrónico es suyo con el enlace de abajo. El enlace funciona una sola vez y vence en 24 horas.',
      ],
      action: 'Confirmar mi correo electrónico',
    }),
  },
  verify: {
    en: () => ({
      subject: 'Verify your CareClass e-mail address',
      paragraphs: [
        'Please confirm that this e-mail address is yours with the link below. The link works once and expires in 24 hours.',
        'If you did not ask for this e-mail, you can ignore it.',
      ],
      action: 'Verify your e-mail address',
    }),
    es: () => ({
      subject: 'Confirme su correo electrónico de CareClass',
      paragraphs: [
        'Por favor, confirme que este correo electrónico es suyo con el enlace de abajo. El enlace funciona una sola vez y vence en 24 horas.',
        'Si usted no pidió este correo, puede ignorarlo.',
      ],
      action: 'Confirmar mi correo electrónico',
    }),
  },
  resetPassword: {
    en: () => ({
      subject: 'Reset your CareClass password',
      paragraphs: [
        'We received a request to reset the password of your CareClass account.',
        'The link below works once and expires in one hour. If you did not ask for it, you can ignore this e-mail.',
      ],
      action: 'Reset your password',
    }),
    es: () => ({
      subject: 'Cambie su contraseña de CareClass',
      paragraphs: [
        'Recibimos una solicitud para cambiar la contraseña de su cuenta de CareClass.',
        'El enlace de abajo funciona una sola vez y vence en una hora. Si usted no lo pidió, puede ignorar este correo.',
      ],
      action: 'Cambiar mi contraseña',
    }),
  },
  passwordChanged: {
    en: () => ({
      subject: 'Your CareClass password was changed',
      paragraphs: [
        'The password of your CareClass account was just changed.',
        'If this was not you, reset your password right away and contact the office.',
      ],
    }),
    es: () => ({
      subject: 'Su contraseña de CareClass cambió',
      paragraphs: [
        'La contraseña de su cuenta de CareClass acaba de cambiar.',
        'Si no fue usted, cambie su contraseña ahora mismo y llame a la oficina.',
      ],
    }),
  },
  adminDigest: {
    en: ({ enrollments, waitlist, waitlistUrl }) => ({
      subject: `Pending requests: ${enrollments} enrollment, ${waitlist} waitlist`,
      paragraphs: [
        `${enrollments} ${enrollments === 1 ? 'enrollment request is' : 'enrollment requests are'} waiting for approval.`,
        `${waitlist} ${waitlist === 1 ? 'student is' : 'students are'} waiting on a waitlist.`,
        `Waitlist Management: ${waitlistUrl}`,
        'You receive this summary once a day while requests are waiting. It can be turned off in the back office settings.',
      ],
      action: 'Open Enrollment Management',
    }),
    es: ({ enrollments, waitlist, waitlistUrl }) => ({
      subject: `Solicitudes pendientes: ${enrollments} de inscripción, ${waitlist} de lista de espera`,
      paragraphs: [
        enrollments === 1
          ? '1 solicitud de inscripción espera su aprobación.'
          : `${enrollments} solicitudes de inscripción esperan su aprobación.`,
        waitlist === 1
          ? '1 estudiante espera en una lista de espera.'
          : `${waitlist} estudiantes esperan en una lista de espera.`,
        `Listas de espera: ${waitlistUrl}`,
        'Usted recibe este resumen una vez al día mientras haya solicitudes pendientes. Puede apagarlo en la configuración de la oficina.',
      ],
      action: 'Abrir Inscripciones',
    }),
  },
};
